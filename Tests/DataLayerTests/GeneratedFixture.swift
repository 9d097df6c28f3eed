import DataLayer
import DirectoryIndex
import Domain
import Foundation
import TestSupport

@testable import SnapshotFile

/// A generated file read by `IndexedDirectory`, with the merchants it holds in an `InMemoryDirectory` oracle.
struct GeneratedFixture: Sendable {
    let folder: TemporaryDirectory
    let path: String
    let directory: IndexedDirectory
    let oracle: InMemoryDirectory
    let merchants: [Merchant]

    /// A benchmark-style file with the hostile names planted in it.
    init(merchantCount: Int, seed: UInt64) throws {
        folder = try TemporaryDirectory()
        path = folder.path("sample.db")
        let generator = SampleDirectoryGenerator(
            merchantCount: merchantCount, seed: seed, planted: HostileSamples.all, indexing: DerivedTables())
        try generator.write(to: path)
        // What a reader returns: the 10,000-character name cut as every text value read from a file is.
        merchants = generator.merchants().map { merchant in
            var read = merchant
            read.name = StoredText.bounded(merchant.name)
            return read
        }
        directory = try IndexedDirectory.ours(path)
        oracle = InMemoryDirectory(merchants: merchants)
    }

    /// One file shared by the suites that only read it.
    static let shared = try! GeneratedFixture(merchantCount: 400, seed: 7)
}
