import Domain
import Foundation
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct SnapshotManifestWriterTests {
    @Test func describesTheFileBesideTheManifest() async throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("pub/directory.db")
        try SnapshotFixture.write(to: snapshot, version: 1_710_000_000_000)
        let manifestFile = try folder.file("pub/manifest.json")

        let written = try SnapshotManifestWriter().write(describing: snapshot, to: manifestFile)

        let (size, sha256) = try SnapshotManifestWriter.digest(of: snapshot)
        let expected = SnapshotManifest(
            version: SnapshotVersion(timestamp: 1_710_000_000_000), sha256: sha256, size: size, schemaVersion: 4,
            file: "directory.db")
        #expect(written == expected)
        #expect(try ManifestDocument.decode(Data(contentsOf: manifestFile)) == expected)
        let publisher = URLSnapshotPublisher(snapshot: try folder.file("app/directory.db"))
        #expect(try await publisher.manifest(at: manifestFile) == expected)
    }

    @Test func namesAFileInASubfolderByItsRelativePath() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("pub/snapshots/2024 spring.db")
        try SnapshotFixture.write(to: snapshot, version: 7)

        let written = try SnapshotManifestWriter().write(describing: snapshot, to: try folder.file("pub/manifest.json"))

        #expect(written.file == "snapshots/2024 spring.db")
    }

    @Test func refusesASnapshotThatRecordsNoVersion() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try SnapshotFixture.write(to: snapshot, version: nil)
        let manifestFile = try folder.file("manifest.json")

        #expect(throws: PublishError.noVersion(snapshot.path)) {
            try SnapshotManifestWriter().write(describing: snapshot, to: manifestFile)
        }
        #expect(!FileManager.default.fileExists(atPath: manifestFile.path))
    }

    @Test func refusesAnOlderSchemaAndAWALModeFileSayingWhatTheyAre() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let old = try folder.file("old.db")
        try SnapshotFixture.write(to: old, version: 1_710_000_000_000, schemaVersion: 2)
        let wal = try folder.file("wal.db")
        try SnapshotFixture.write(to: wal, version: 1_710_000_000_000, walMode: true)
        let manifestFile = try folder.file("manifest.json")

        #expect(throws: PublishError.needsImport(old.path, schemaVersion: 2)) {
            try SnapshotManifestWriter().write(describing: old, to: manifestFile)
        }
        #expect(throws: PublishError.walMode(wal.path)) {
            try SnapshotManifestWriter().write(describing: wal, to: manifestFile)
        }
        #expect(!FileManager.default.fileExists(atPath: manifestFile.path))
    }

    @Test func refusesASnapshotOutsideTheManifestsFolder() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("elsewhere/directory.db")
        try SnapshotFixture.write(to: snapshot, version: 5)

        let manifestFile = try folder.file("pub/manifest.json")
        #expect(throws: PublishError.outsideManifestFolder(snapshot: snapshot.path, manifest: manifestFile.path)) {
            try SnapshotManifestWriter().write(describing: snapshot, to: manifestFile)
        }
    }

    @Test func refusesAFileThatIsNotADirectory() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try Data("hello, world".utf8).write(to: snapshot)

        #expect(throws: PublishError.unusable(snapshot.path, reason: "it is not an SQLite database")) {
            try SnapshotManifestWriter().write(describing: snapshot, to: try folder.file("manifest.json"))
        }
    }
}
