import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct SnapshotVersionStampTests {
    func info(_ file: URL) throws -> SnapshotInfo {
        try DatabaseQueue(path: file.path).read(SnapshotInfo.read(from:))
    }

    @Test func aNewerVersionIsRecordedAndTheNextManifestCarriesIt() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("pub/directory.db")
        try SnapshotFixture.write(to: snapshot, version: 1_710_000_000_000)
        let newer = SnapshotVersion(timestamp: 1_720_000_000_000)

        try SnapshotManifestWriter().stamp(snapshot, with: newer)

        #expect(try info(snapshot).version == newer && info(snapshot).isVersionDated)
        let manifest = try SnapshotManifestWriter().write(describing: snapshot, to: try folder.file("pub/m.json"))
        #expect(manifest.version == newer)
        #expect(SnapshotManifestWriter().existingManifest(at: try folder.file("pub/m.json")) == manifest)
    }

    @Test(arguments: [1_710_000_000_000, 1_700_000_000_000] as [Int64])
    func aVersionNotNewerIsRefusedAndTheFileIsLeftAsItWas(_ given: Int64) throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try SnapshotFixture.write(to: snapshot, version: 1_710_000_000_000)
        let before = try Data(contentsOf: snapshot)

        #expect(
            throws: PublishError.versionNotNewer(
                snapshot.path, recorded: SnapshotVersion(timestamp: 1_710_000_000_000),
                given: SnapshotVersion(timestamp: given))
        ) {
            try SnapshotManifestWriter().stamp(snapshot, with: SnapshotVersion(timestamp: given))
        }
        #expect(try Data(contentsOf: snapshot) == before)
    }

    @Test func noManifestIsReadWhereThereIsNoneOrOneThatIsNot() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let file = try folder.file("m.json")
        #expect(SnapshotManifestWriter().existingManifest(at: file) == nil)
        try Data("{\"format\": 1}".utf8).write(to: file)
        #expect(SnapshotManifestWriter().existingManifest(at: file) == nil)
    }
}
