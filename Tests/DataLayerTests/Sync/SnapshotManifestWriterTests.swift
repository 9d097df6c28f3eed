import Domain
import Foundation
import Testing

@testable import DataLayer

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

    @Test func usesTheGivenVersionWhenTheFileRecordsNone() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try SnapshotFixture.write(to: snapshot, version: nil)

        let written = try SnapshotManifestWriter().write(
            describing: snapshot, to: try folder.file("manifest.json"), version: SnapshotVersion(timestamp: 99))

        #expect(written.version == SnapshotVersion(timestamp: 99))
    }

    @Test func fallsBackToTheModificationTimeWhenNoVersionIsKnown() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try SnapshotFixture.write(to: snapshot, version: nil)
        let modified = Date(timeIntervalSince1970: 1_700_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: snapshot.path)

        let written = try SnapshotManifestWriter().write(describing: snapshot, to: try folder.file("manifest.json"))

        #expect(written.version == SnapshotVersion(timestamp: 1_700_000_000_250))
    }

    @Test func refusesAVersionThatContradictsTheFile() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try SnapshotFixture.write(to: snapshot, version: 5)
        let manifestFile = try folder.file("manifest.json")

        #expect(throws: SyncError.invalidSnapshot("the file records version 5, not 6")) {
            try SnapshotManifestWriter().write(
                describing: snapshot, to: manifestFile, version: SnapshotVersion(timestamp: 6))
        }
        #expect(!FileManager.default.fileExists(atPath: manifestFile.path))
    }

    @Test func refusesASnapshotOutsideTheManifestsFolder() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("elsewhere/directory.db")
        try SnapshotFixture.write(to: snapshot, version: 5)

        #expect(throws: SyncError.badManifest("the snapshot must be in the manifest's folder or below it")) {
            try SnapshotManifestWriter().write(describing: snapshot, to: try folder.file("pub/manifest.json"))
        }
    }

    @Test func refusesAFileThatIsNotADirectory() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try Data("hello, world".utf8).write(to: snapshot)

        #expect(throws: SyncError.invalidSnapshot("it is not an SQLite database")) {
            try SnapshotManifestWriter().write(describing: snapshot, to: try folder.file("manifest.json"))
        }
    }
}
