import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer
@testable import DirectoryIndex

/// Counts a published file's derived tables hold, as a hostile publisher may write them: each one out of range, and
/// ones each in range whose sum is not. The file is refused in one sentence's worth of facts; before ``StoredCount``
/// the catalog summary stopped the program on an arithmetic overflow (`locationCount = 2^62`, exit 132).
@Suite struct StoredCountTests {
    private let fixture = GeneratedFixture.shared
    static let implausible = DirectoryError.implausibleCount("explore_merchant_heads.locationCount")

    /// A copy of the fixture whose first three heads count `count` locations each.
    private func copy(counting count: Int64, in folder: TemporaryDirectory) throws -> String {
        try folder.tamperedCopy(
            of: fixture.path,
            """
            UPDATE explore_merchant_heads SET locationCount = ?
            WHERE headId IN (SELECT headId FROM explore_merchant_heads ORDER BY headId LIMIT 3)
            """, arguments: [count])
    }

    @Test(arguments: [Int64(1) << 62, -5, .max, .min, Int64(DirectoryError.largestCount) + 1])
    func aCountNoDirectoryCanHoldRefusesTheFileInsteadOfOverflowing(count: Int64) async throws {
        let folder = try TemporaryDirectory()
        let directory = try IndexedDirectory.ours(try copy(counting: count, in: folder))

        await #expect(throws: Self.implausible) { try await directory.catalogSummary(territory: nil) }
        await #expect(throws: Self.implausible) {
            try await directory.search(MerchantQuery(page: PageRequest(limit: PageRequest.maximumLimit)))
        }
    }

    @Test func countsEachInRangeWhoseSumIsNotRefuseTheSummaryAndListEachAsItIs() async throws {
        let folder = try TemporaryDirectory()
        let directory = try IndexedDirectory.ours(try copy(counting: 2_000_000_000, in: folder))

        await #expect(throws: Self.implausible) { try await directory.catalogSummary(territory: nil) }
        let page = try await directory.search(MerchantQuery(page: PageRequest(limit: PageRequest.maximumLimit)))
        #expect(page.items.contains { $0.locationCount == 2_000_000_000 })
    }

    @Test func theLargestCountIsReadAndOnePastItIsNot() throws {
        #expect(try StoredCount.read(Int64(DirectoryError.largestCount).databaseValue, column: "c") == Int(Int32.max))
        #expect(try StoredCount.read(.null, column: "c") == nil)
        #expect(try StoredCount.read("12 apples".databaseValue, column: "c") == nil)
        #expect(throws: DirectoryError.implausibleCount("c")) {
            try StoredCount.read(Int64(DirectoryError.largestCount + 1).databaseValue, column: "c")
        }
        #expect(throws: DirectoryError.implausibleCount("c")) {
            try StoredCount.sum(DirectoryError.largestCount, 1, column: "c")
        }
    }
}
