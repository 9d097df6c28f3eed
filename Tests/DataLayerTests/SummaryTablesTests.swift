import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer

/// The summary tables are used only when their marker vouches for them, and for trusted heads.
@Suite struct SummaryTablesTests {
    let fixture = GeneratedFixture.shared

    @Test func aFileWeWriteCarriesSummaryTablesItsMarkerVouchesFor() throws {
        let schema = try inspectedSchema(fixture.path)
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
    ])
    func aLyingSummaryTableIsNotTrustedAndTheSummaryIsTheOracles(sql: String) async throws {
        let folder = try TemporaryDirectory()
        let path = try folder.tamperedCopy(of: fixture.path, sql)
        #expect(try !inspectedSchema(path).hasSummaryTables)
        let directory = try SQLiteDirectory(path: path)
        let oracle = InMemoryDirectory(merchants: try await catalog(of: directory))
        var expected = try await oracle.catalogSummary(territory: nil)
        let actual = try await directory.catalogSummary(territory: nil)
        expected.snapshot = actual.snapshot
        #expect(actual == expected)
        #expect(try await directory.territories() == oracle.territories())
    }

    /// Every merchant of the directory as its pass reads them: what the oracle is built from.
    private func catalog(of directory: SQLiteDirectory) async throws -> [Merchant] {
        var merchants: [Merchant] = []
        for try await merchant in directory.catalogStream(territory: nil, batchSize: 500) { merchants.append(merchant) }
        return merchants
    }

    @Test func aFileWithoutProviderRowsHasEmptyOffersAndStillTrustedTables() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("no-providers.db")
        try HandMadeDirectory.write(path, rows: HandMadeDirectory.rows, heads: true)
        #expect(try inspectedSchema(path).hasSummaryTables)
        let offers = try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(SummaryTables.Offers.table)")
        }
        #expect(offers == 0)
    }
}
