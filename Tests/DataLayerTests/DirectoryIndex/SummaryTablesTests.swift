import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// The summary tables are used only when their marker vouches for them, and for trusted heads.
@Suite struct SummaryTablesTests {
    let fixture = GeneratedFixture.shared

    @Test func aFileWeWriteCarriesSummaryTablesItsMarkerVouchesFor() throws {
        let schema = try inspectedIndex(fixture.path)
        #expect(schema.hasSummaryTables)
        #expect(schema.hasHeadsTable)
    }

    @Test(arguments: [
        // A territory missing: its count would be too low.
        "DELETE FROM explore_territory_merchants WHERE headId = (SELECT headId FROM explore_territory_merchants LIMIT 1)",
        // An offer missing: a provider's count and a best discount would be wrong.
        "DELETE FROM explore_provider_offers WHERE headId IN (SELECT headId FROM explore_provider_offers LIMIT 1)",
        // A provider row added afterwards: the offers no longer derive from the rows.
        """
        INSERT INTO gift_card_providers (merchantId, provider, redeemType, savingsPercentage, active, denominationsType,
          sourceId) SELECT merchantId, 'CTX', 'barcode', 9000, 1, 'fixed', 1 FROM explore_merchant_heads LIMIT 1
        """,
        // Tables another tool wrote, without the marker.
        "DELETE FROM explore_metadata WHERE key = 'explore_summary_tables'",
        // A marker that says nothing.
        "UPDATE explore_metadata SET value = 'facts=x' WHERE key = 'explore_summary_tables'",
        // Heads no longer trusted: the tables are keyed by them.
        "DELETE FROM explore_metadata WHERE key = 'explore_derived_tables'",
        // Heads without the summary's columns, as a file written before they moved there has them.
        "ALTER TABLE explore_merchant_heads DROP COLUMN offers",
    ])
    func aLyingSummaryTableIsNotTrustedAndTheSummaryIsTheOracles(sql: String) async throws {
        let folder = try TemporaryDirectory()
        let path = try folder.tamperedCopy(of: fixture.path, sql)
        #expect(try !inspectedIndex(path).hasSummaryTables)
        let directory = try SnapshotDirectory.reading(path)
        let oracle = InMemoryDirectory(merchants: try await catalog(of: directory))
        var expected = try await oracle.catalogSummary(territory: nil)
        let actual = try await directory.catalogSummary(territory: nil)
        expected.snapshot = actual.snapshot
        #expect(actual == expected)
        #expect(try await directory.territories() == oracle.territories())
    }

    /// Every merchant of the directory as its pass reads them: what the oracle is built from.
    private func catalog(of directory: any MerchantDirectory) async throws -> [Merchant] {
        var merchants: [Merchant] = []
        for try await merchant in directory.catalogStream(territory: nil, batchSize: 500) { merchants.append(merchant) }
        return merchants
    }

    /// Each head's stored offers read as its rows of the offers table added one by one, on a file with every kind of
    /// provider row (inactive, redeemed by URL, unknown and disabled providers).
    @Test(arguments: [false, true])
    func aHeadsOffersTextReadsAsItsRowsOfTheOffersTable(handMade: Bool) throws {
        let folder = try TemporaryDirectory()
        let path = handMade ? folder.path("hand.db") : fixture.path
        if handMade {
            try HandMadeDirectory.write(
                path, rows: HandMadeDirectory.rows, offers: HandMadeDirectory.offers, heads: true)
        }
        let (x, o) = (SQLTable<SummaryTables.Facts>("x"), SQLTable<SummaryTables.Offers>("o"))
        let (stored, rows) = try DatabaseQueue(path: path).read { db in
            (
                try Row.fetchAll(db, sql: "SELECT \(x[.headId]), \(x[.offers]) FROM \(x.declaration)"),
                try Row.fetchAll(
                    db, sql: "SELECT \(o[.headId]), \(o[.provider]), \(o[.bestDiscount]) FROM \(o.declaration)")
            )
        }
        var expected: [Int64: ListedOffers] = [:]
        for row in rows {
            let provider = try #require(StoredEnums.provider(row[1]))
            expected[row[0], default: ListedOffers()].add(
                provider, best: (row[2] as Int?).map { Discount(basisPoints: $0) })
        }
        #expect(stored.count > 0)
        #expect(stored.contains { ($0[1] as String?) != nil })
        for row in stored {
            let (read, wanted) = (ListedOffers(stored: row[1]), expected[row[0]] ?? ListedOffers())
            #expect(read.providers == wanted.providers, "\(row)")
            #expect(read.best == wanted.best, "\(row)")
            #expect(read.namesHiddenProvider == wanted.namesHiddenProvider, "\(row)")
        }
    }

    @Test func storedOffersSkipWhatNamesNoKnownProvider() {
        let offers = ListedOffers(stored: "ctx:1150,unknown:9000,:,ctx,piggycards:x")
        #expect(offers.providers == [.ctx])
        #expect(offers.best == Discount(basisPoints: 1150))
        #expect(ListedOffers(stored: nil).providers.isEmpty)
        #expect(ListedOffers(stored: "").best == nil)
    }

    @Test func aFileWithoutProviderRowsHasEmptyOffersAndStillTrustedTables() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("no-providers.db")
        try HandMadeDirectory.write(path, rows: HandMadeDirectory.rows, heads: true)
        #expect(try inspectedIndex(path).hasSummaryTables)
        let offers = try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SummaryTables.Offers.table)")
        }
        #expect(offers == 0)
    }
}
