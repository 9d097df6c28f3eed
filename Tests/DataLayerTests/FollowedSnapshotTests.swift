import DataLayer
import DirectoryIndex
import Domain
import Foundation
import Testing

@testable import SnapshotFile

/// A sync or an import renames a new snapshot over the old one; directories opened before must read the new file,
/// and a replacement they cannot read must not take the directory down.
@Suite struct FollowedSnapshotTests {
    let folder: TemporaryDirectory
    let path: String

    init() throws {
        folder = try TemporaryDirectory()
        path = folder.path("directory.db")
        try SampleDirectoryGenerator(merchantCount: 40, seed: 1).write(to: path)
    }

    /// What a reader sees: the merchant total, the row count, the first merchant and the ATM total.
    private func view(_ directory: any MerchantDirectory, _ atms: SQLiteATMDirectory) async throws -> [String] {
        let page = try await directory.search(MerchantQuery())
        let info = try await directory.snapshotInfo()
        return [
            "\(page.total)", "\(info.merchantRowCount)", page.items.first?.id.rawValue ?? "none",
            "\(try await atms.atms(ATMQuery()).total)",
        ]
    }

    /// The first merchant of the directory's catalog: a catalog pass reads the file at the path when it starts.
    private func firstInCatalog(_ directory: any MerchantDirectory) async throws -> MerchantID? {
        var catalog = directory.catalogStream(territory: nil, batchSize: 1).makeAsyncIterator()
        return try await catalog.next()?.id
    }

    @Test func aDirectoryOpenWhileTheFileIsReplacedReadsTheNewFile() async throws {
        let directory = try SnapshotDirectory.reading(path)
        let atms = try SQLiteATMDirectory(path: path)
        let before = try await view(directory, atms)

        let replacement = folder.path("new.db")
        try SampleDirectoryGenerator(merchantCount: 90, seed: 2).write(to: replacement)
        let expected = try await view(SnapshotDirectory.reading(replacement), SQLiteATMDirectory(path: replacement))
        #expect(expected != before)
        #expect(rename(replacement, path) == 0)

        #expect(try await view(directory, atms) == expected)
        #expect(try await firstInCatalog(directory) == (try await firstInCatalog(SnapshotDirectory.reading(path))))
    }

    @Test func aReplacementThatIsNotADirectoryLeavesTheOpenOneReadable() async throws {
        let directory = try SnapshotDirectory.reading(path)
        let atms = try SQLiteATMDirectory(path: path)
        let before = try await view(directory, atms)

        let foreign = folder.path("foreign.db")
        try Data("not a database, only text".utf8).write(to: URL(fileURLWithPath: foreign))
        #expect(rename(foreign, path) == 0)
        #expect(try await view(directory, atms) == before)
        #expect(throws: DirectoryError.self) { try SnapshotDirectory.reading(path) }

        try FileManager.default.removeItem(atPath: path)
        #expect(try await view(directory, atms) == before)
    }
}
