import DataLayer
import DirectoryIndex
import Domain
import Foundation
import Testing

/// A published snapshot, verified as published, is installed with the derived tables this program writes, so that the
/// accelerated directory reads it; the answers are the reference directory's.
@Suite struct InstalledSnapshotIndexingTests {
    @Test func aPublishedSnapshotIsInstalledWithDerivedTablesItsMarkersVouchFor() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let publisher = URLSnapshotPublisher(snapshot: scene.current, indexing: DerivedTables())

        let manifest = try await publisher.manifest(at: scene.manifestURL)
        try await publisher.install(manifest, from: scene.manifestURL, progress: { _ in })

        #expect(try !IndexedDirectory(path: scene.published.path).hasTrustedTables)
        let indexed = try IndexedDirectory(path: scene.current.path)
        #expect(indexed.hasTrustedTables)
        let reference = try SQLiteDirectory(path: scene.current.path)
        for text in ["", "new", "café", "zz"] {
            let query = MerchantQuery(text: text)
            #expect(try await indexed.search(query) == reference.search(query))
        }
        #expect(try await indexed.snapshotInfo() == reference.snapshotInfo())
        #expect(scene.folder.names(in: "app") == ["directory.db"])
    }

    @Test func withoutIndexingThePublishedBytesAreInstalledAsTheyAre() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let publisher = URLSnapshotPublisher(snapshot: scene.current)

        try await publisher.install(scene.manifest, from: scene.manifestURL, progress: { _ in })

        #expect(try Data(contentsOf: scene.current) == Data(contentsOf: scene.published))
        #expect(try !IndexedDirectory(path: scene.current.path).hasTrustedTables)
    }
}
