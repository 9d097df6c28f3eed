import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// Summaries and territories read from the summary tables equal those computed from the rows, on the same files.
@Suite struct SummaryTableQueriesTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// A copy of `path` whose summary tables the reader no longer trusts (their marker gone), its heads still trusted.
    private func withoutSummaryMarker(_ path: String) throws -> String {
        try folder.tamperedCopy(
            of: path, "DELETE FROM explore_metadata WHERE key = ?", arguments: [SummaryTables.markerKey])
    }

    /// Every summary (the directory's and each territory's) and the territories, read both ways from `path`.
    private func expectBothPathsAgree(on path: String) async throws {
        let computedPath = try withoutSummaryMarker(path)
        #expect(try inspectedIndex(path).hasSummaryTables)
        #expect(try !inspectedIndex(computedPath).hasSummaryTables)
        #expect(try inspectedIndex(computedPath).hasHeadsTable)
        let (tables, computed) = (try IndexedDirectory.ours(path), try IndexedDirectory.ours(computedPath))
        let territories = try await computed.territories()
        #expect(!territories.isEmpty)
        #expect(try await tables.territories() == territories)
        for territory in [nil] + territories.map(\.name) {
            let expected = try await computed.catalogSummary(territory: territory)
            #expect(expected.merchantCount > 0)
            #expect(try await tables.catalogSummary(territory: territory) == expected, "\(territory ?? "all")")
        }
        // Listings take their providers and best discounts from the tables too.
        let caracas = Coordinate(latitude: 10.48, longitude: -66.9)!
        for tab in DirectoryTab.allCases {
            for sort in MerchantSort.allCases {
                let query = MerchantQuery(
                    tab: tab, sort: sort, position: caracas, radius: .kilometers(500),
                    page: PageRequest(limit: PageRequest.maximumLimit))
                let expected = try await computed.search(query)
                #expect(expected.total > 0)
                #expect(try await tables.search(query) == expected, "\(tab) by \(sort)")
            }
        }
    }

    @Test func theGeneratedFileReadsTheSameFromItsTablesAsFromItsRows() async throws {
        let path = folder.path("generated.db")
        try SampleDirectoryGenerator(merchantCount: 400, seed: 7, indexing: DerivedTables()).write(to: path)
        try await expectBothPathsAgree(on: path)
    }

    /// Hidden rows, rows redeemed by URL, inactive offers, unknown and disabled providers, a merchant without a
    /// territory and a head whose type and payment method are free text.
    @Test func aHandMadeFileWithEveryKindOfRowReadsTheSameBothWays() async throws {
        let path = folder.path("hand.db")
        try HandMadeDirectory.write(path, rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers, heads: true)
        try await expectBothPathsAgree(on: path)
    }

    /// Discounts stored as text, reals and values beyond 32 bits, and provider rows of merchants with no visible row.
    @Test func oddlyStoredDiscountsReadTheSameBothWays() async throws {
        let path = folder.path("odd.db")
        var rows = HandMadeDirectory.rows
        rows.append(HandMadeDirectory.Row(id: 20, merchantID: "g", name: "Gone", active: 0, territory: "Beirut"))
        rows.append(
            HandMadeDirectory.Row(id: 21, merchantID: "h", name: "Huge", payment: "gift card", territory: "Beirut"))
        let offers =
            HandMadeDirectory.offers + [
                HandMadeDirectory.Offer(merchantID: "g", provider: "CTX", savings: 5000),
                HandMadeDirectory.Offer(merchantID: "h", provider: "CTX", savings: 700),
                HandMadeDirectory.Offer(merchantID: "h", provider: "PiggyCards", savings: 300),
            ]
        try HandMadeDirectory.write(path, rows: rows, offers: offers)
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(
                sql: """
                    UPDATE merchant SET savingsPercentage = ' 450 ' WHERE id = 1;
                    UPDATE merchant SET savingsPercentage = 3e9 WHERE id = 7;
                    UPDATE gift_card_providers SET savingsPercentage = '800' WHERE merchantId = 'h' AND provider = 'CTX';
                    UPDATE gift_card_providers SET savingsPercentage = 4294967296 WHERE provider = 'PiggyCards';
                    CREATE TABLE explore_metadata (key TEXT PRIMARY KEY, value TEXT);
                    """)
            try DerivedTables.create(db)
        }
        try queue.close()
        try await expectBothPathsAgree(on: path)
    }
}
