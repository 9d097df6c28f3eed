import DataLayer
import DirectoryIndex
import Domain
import Foundation
import GRDB
import Testing

@testable import SnapshotFile

/// A published snapshot, verified as published, is installed with the derived tables this program writes, so that the
/// accelerated directory reads it; the answers are the reference directory's.
@Suite struct InstalledSnapshotIndexingTests {
    @Test func aPublishedSnapshotIsInstalledWithDerivedTablesItsMarkersVouchFor() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let publisher = URLSnapshotPublisher(snapshot: scene.current, indexing: DerivedTables())

        let manifest = try await publisher.manifest(at: scene.manifestURL)
        try await publisher.install(manifest, from: scene.manifestURL, progress: { _ in })

        #expect(try IndexedDirectory.open(path: scene.published.path) == nil)
        let indexed = try IndexedDirectory.ours(scene.current.path)
        let reference = try SQLiteDirectory(path: scene.current.path)
        for text in ["", "new", "café", "zz"] {
            let query = MerchantQuery(text: text)
            #expect(try await indexed.search(query) == reference.search(query))
        }
        #expect(try await indexed.snapshotInfo() == reference.snapshotInfo())
        #expect(scene.folder.names(in: "app") == ["directory.db"])
    }

    /// A publication whose derived tables no marker vouches for (written by this program, then edited) gets them
    /// made again; one whose markers vouch keeps them.
    @Test(arguments: [false, true])
    func publishedDerivedTablesAreKeptOnlyWhenTheirMarkersVouch(vouched: Bool) async throws {
        var scene = try SyncScene()
        defer { scene.remove() }
        let written = scene.folder.url.appendingPathComponent("written.db").path
        try SampleDirectoryGenerator(
            merchantCount: 30, version: SnapshotVersion(timestamp: SyncScene.newVersion), indexing: DerivedTables()
        ).write(to: written)
        if !vouched {
            let queue = try DatabaseQueue(path: written)
            try await queue.write { db in try db.execute(sql: "DELETE FROM explore_merchant_heads WHERE headId % 2 = 0")
            }
            try queue.close()
        }
        #expect(try (IndexedDirectory.open(path: written) != nil) == vouched)
        try scene.republishFile(Data(contentsOf: URL(fileURLWithPath: written)))

        try await URLSnapshotPublisher(snapshot: scene.current, indexing: DerivedTables())
            .install(scene.manifest, from: scene.manifestURL, progress: { _ in })

        let indexed = try IndexedDirectory.ours(scene.current.path)
        #expect(
            try await indexed.search(MerchantQuery())
                == SQLiteDirectory(path: scene.current.path).search(MerchantQuery()))
    }

    @Test func withoutIndexingThePublishedBytesAreInstalledAsTheyAre() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let publisher = URLSnapshotPublisher(snapshot: scene.current)

        try await publisher.install(scene.manifest, from: scene.manifestURL, progress: { _ in })

        #expect(try Data(contentsOf: scene.current) == Data(contentsOf: scene.published))
        #expect(try IndexedDirectory.open(path: scene.current.path) == nil)
    }
}
