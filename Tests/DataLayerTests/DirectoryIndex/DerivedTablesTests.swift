import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// The heads table is used only when the marker written with it vouches for it.
@Suite struct DerivedTablesTests {
    let fixture = GeneratedFixture.shared

    /// Nearby queries around the file's own shops, and the home list, which the heads table answers.
    private func queries() -> [MerchantQuery] {
        let centres = fixture.merchants.flatMap(\.locations).compactMap(\.coordinate)
        var queries = stride(from: 0, to: centres.count, by: max(1, centres.count / 12)).map { index in
            MerchantQuery(
                tab: .nearby, sort: .distance, position: centres[index], radius: .kilometers(50),
                page: PageRequest(limit: PageRequest.maximumLimit))
        }
        queries.append(MerchantQuery(page: PageRequest(limit: PageRequest.maximumLimit)))
        return queries
    }

    @Test func aFileWeWriteCarriesAMarkerThatVouchesForItsHeads() throws {
        #expect(try inspectedIndex(fixture.path).hasHeadsTable)
    }

    @Test(arguments: [
        // A merchant missing from the heads: lists would not show it.
        "DELETE FROM explore_merchant_heads WHERE headId IN (SELECT headId FROM explore_merchant_heads LIMIT 3)",
        // Tables another tool wrote, without the marker.
        "DELETE FROM explore_metadata WHERE key = 'explore_derived_tables'",
        // A marker that says nothing.
        "UPDATE explore_metadata SET value = 'heads=x' WHERE key = 'explore_derived_tables'",
        // Words written by the rule before words started inside names written without spaces (no version).
        "UPDATE explore_metadata SET value = replace(value, ';words_version=2', '') WHERE key = 'explore_derived_tables'",
    ])
    func aLyingDerivedTableIsNotTrustedAndAnswersStayTheOracles(sql: String) async throws {
        let folder = try TemporaryDirectory()
        let path = try folder.tamperedCopy(of: fixture.path, sql)
        #expect(try !inspectedIndex(path).hasHeadsTable)
        #expect(try IndexedDirectory.open(path: path) == nil)
        let directory = try SnapshotDirectory.reading(path)
        for query in queries() {
            let expected = try await fixture.oracle.search(query)
            let page = try await directory.search(query)
            #expect(page.items.map(\.id) == expected.items.map(\.id), "\(query)")
            #expect(page.total == expected.total)
        }
    }

    @Test func aMerchantRowAddedAfterwardsWithdrawsTheTrust() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.tamperedCopy(
            of: fixture.path,
            "INSERT INTO merchant (merchantId, name, active, latitude, longitude) VALUES ('late', 'Late', 1, 10, 10)")
        #expect(try !inspectedIndex(path).hasHeadsTable)
    }
}
