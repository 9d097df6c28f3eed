import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// A published snapshot that would run code of its own when the sync writes its derived tables into it is refused
/// before a byte of it is written; the triggers Room keeps its full-text indexes with are the only code let through.
@Suite struct URLSnapshotPublisherComputedDataTests {
    /// Triggers a publisher's file may hold, each with what the refusal names; every one writes to `fired`, so a file
    /// installed in spite of it shows whether it ran.
    static let triggers: [(sql: String, what: String)] = [
        (
            """
            CREATE TRIGGER busy AFTER INSERT ON explore_metadata BEGIN
              INSERT INTO fired SELECT count(*) FROM merchant a, merchant b, merchant c, merchant d;
            END
            """,
            "the trigger busy on explore_metadata"
        ),
        // Room's name on a body of another's: recognised by its whole text, not its name.
        (
            """
            CREATE TRIGGER room_fts_content_sync_merchant_fts_AFTER_INSERT AFTER INSERT ON `merchant`
            BEGIN INSERT INTO fired VALUES (1); END
            """,
            "the trigger room_fts_content_sync_merchant_fts_AFTER_INSERT on merchant"
        ),
    ]

    @Test(arguments: triggers)
    func aSnapshotWithATriggerIsRefusedBeforeItsTablesAreAdded(sql: String, what: String) async throws {
        var scene = try SyncScene()
        defer { scene.remove() }
        try Self.change(&scene, "CREATE TABLE fired (n INTEGER); \(sql)")

        await #expect(throws: SyncError.invalidSnapshot(ComputedData.refusal(what))) {
            try await Self.publisher(scene).install(scene.manifest, from: scene.manifestURL, progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    /// The triggers of the wallets' files on `merchant`, as Room writes them (this file has no `atm` table): the file
    /// installs and reads.
    @Test func aSnapshotWithRoomsFullTextTriggersInstalls() async throws {
        var scene = try SyncScene()
        defer { scene.remove() }
        let onMerchant = FullTextSyncTriggers.definitions.filter { $0.contains(" ON `merchant` ") }
        #expect(onMerchant.count == 4)
        try Self.change(&scene, onMerchant.sorted().joined(separator: ";\n"))

        try await Self.publisher(scene).install(scene.manifest, from: scene.manifestURL, progress: { _ in })

        #expect(try SnapshotFixture.merchantNames(in: scene.current) == SyncScene.publishedNames)
    }

    /// Runs `sql` on the published file and publishes it again under a manifest that describes it.
    static func change(_ scene: inout SyncScene, _ sql: String) throws {
        let queue = try DatabaseQueue(path: scene.published.path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
        try scene.republishFile(Data(contentsOf: scene.published))
    }

    /// The scene's publisher, writing the derived tables as `explore sync` does.
    static func publisher(_ scene: SyncScene) -> URLSnapshotPublisher {
        URLSnapshotPublisher(snapshot: scene.current, timeout: .seconds(120), indexing: DerivedTables())
    }
}
