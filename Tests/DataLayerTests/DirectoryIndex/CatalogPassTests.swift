import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// The catalog's one pass gives exactly the merchants the batch-by-batch reads give, in files with and without
/// trusted heads, and lets a consumer stop early.
@Suite struct CatalogPassTests {
    let fixture = GeneratedFixture.shared

    private func streamed(_ directory: any MerchantDirectory, territory: String?, batchSize: Int) async throws
        -> [Merchant]
    {
        var merchants: [Merchant] = []
        for try await merchant in directory.catalogStream(territory: territory, batchSize: batchSize) {
            merchants.append(merchant)
        }
        return merchants
    }

    @Test(arguments: [true, false])
    func theStreamEqualsTheMerchantsReadInBatches(trusted: Bool) async throws {
        let folder = try TemporaryDirectory()
        var path = fixture.path
        if !trusted {
            path = folder.path("untrusted.db")
            try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in
                try db.execute(sql: "DELETE FROM explore_metadata WHERE key = ?", arguments: [DerivedTables.markerKey])
            }
            try queue.close()
        }
        let directory = try SnapshotDirectory.reading(path)
        let territories = try await directory.territories().map(\.name)
        for territory in [nil] + territories.prefix(3).map(Optional.some) {
            let expected = try await directory.catalogStream(territory: territory, batchSize: 100_000).collected()
            #expect(!expected.isEmpty)
            for batchSize in [1, 7, 500] {
                #expect(try await streamed(directory, territory: territory, batchSize: batchSize) == expected)
            }
        }
        let summary = try await directory.catalogSummary(territory: nil)
        #expect(try await streamed(directory, territory: nil, batchSize: 50).count == summary.merchantCount)
    }

    @Test func aConsumerThatStopsEarlyLeavesTheDirectoryReadingOn() async throws {
        let directory = try IndexedDirectory.ours(fixture.path)
        for _ in 0..<20 {
            var iterator = directory.catalogStream(territory: nil, batchSize: 3).makeAsyncIterator()
            _ = try await iterator.next()
            _ = try await iterator.next()
        }
        let page = try await directory.search(MerchantQuery())
        #expect(page.total > 0)
    }
}
