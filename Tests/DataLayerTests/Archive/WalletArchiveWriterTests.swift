import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer
@testable import SnapshotFile

/// The archive `explore manifest --wallet-archive` writes, read back by libzip (an import) and by pyzipper.
@Suite struct WalletArchiveWriterTests {
    static let version = SnapshotVersion(timestamp: 1_767_225_600_000)
    let folder: TemporaryDirectory
    let snapshot: URL
    let archive: URL

    init() throws {
        folder = try TemporaryDirectory()
        snapshot = folder.url.appendingPathComponent("explore.db")
        archive = folder.url.appendingPathComponent("explore.zip")
        try SampleDirectoryGenerator(merchantCount: 20, version: Self.version).write(to: snapshot.path)
    }

    @Test func pyzipperReadsTheArchiveAsAWalletDoes() async throws {
        let snapshotBytes = try Data(contentsOf: snapshot)

        let written = try WalletArchiveWriter().write(describing: snapshot, to: archive)

        #expect(written.version == Self.version)
        #expect(written.size == Int64(try Data(contentsOf: archive).count))
        let unpacked = folder.url.appendingPathComponent("unpacked.db")
        await #expect(try ArchiveTool.read(archive, into: unpacked) == "\(Self.version) aes-256")
        let (identity, merchants) = try await DatabaseQueue(path: unpacked.path).read { db in
            (
                try String.fetchOne(db, sql: "SELECT identity_hash FROM room_master_table WHERE id = 42"),
                try Int.fetchOne(db, sql: "SELECT count(DISTINCT merchantId) FROM merchant")
            )
        }
        #expect(identity == "b571284317035b59474823f11d5bfcf5")
        #expect(merchants == 20)
        #expect(try Data(contentsOf: snapshot) == snapshotBytes, "the snapshot is read, never written")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
                "explore.db", "explore.zip", "unpacked.db",
            ])
    }

    @Test func libzipReadsItBackThroughAnImport() throws {
        try WalletArchiveWriter().write(describing: snapshot, to: archive)
        let imported = folder.url.appendingPathComponent("imported.db")

        let summary = try LegacyDirectoryImporter().importDirectory(from: archive.path, to: imported.path)

        #expect(summary.merchants == 20 && summary.version == Self.version && summary.versionSource == .archive)
    }

    @Test func eachArchiveHasAPasswordOfItsOwn() throws {
        let other = folder.url.appendingPathComponent("other.zip")
        try WalletArchiveWriter().write(describing: snapshot, to: archive)
        try WalletArchiveWriter().write(describing: snapshot, to: other)

        let comments = try [archive, other].map { try WalletArchive(path: $0.path).comment }

        #expect(comments.allSatisfy { $0.version == Self.version && $0.password.count == 32 })
        #expect(comments[0].password != comments[1].password)
    }

    @Test func aSnapshotThatRecordsNoVersionIsNotPublished() throws {
        try SampleDirectoryGenerator(merchantCount: 5).write(to: snapshot.path)
        try DatabaseQueue(path: snapshot.path).write { db in
            try db.execute(sql: "DELETE FROM explore_metadata WHERE key = 'version'")
        }

        #expect(throws: PublishError.noVersion(snapshot.path)) {
            try WalletArchiveWriter().write(describing: snapshot, to: archive)
        }
        #expect(!FileManager.default.fileExists(atPath: archive.path))
    }
}
