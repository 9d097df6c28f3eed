import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@MainActor @Suite struct SyncCommandRunTests {
    @Test func syncIntoANewSnapshotFileDownloadsWithoutMakingASampleFirst() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let snapshot = folder.url.appendingPathComponent("new.db")
        let store = InMemoryLocalStore()
        var adapters = Adapters.fake(store: store)
        adapters.writeSample = { _, _ in Issue.record("no sample may be generated for a sync") }
        adapters.snapshotPublisher = { target, _, _ in FilePublisher(target: target) }
        let printed = Printed()

        try await CompositionRoot.fake(in: folder, db: snapshot.path, adapters: adapters, printed: printed)
            .run(["sync", "--from", "file:///srv/manifest.json"])

        #expect(try String(contentsOf: snapshot, encoding: .utf8) == "published")
        #expect(printed.value == "Updated to the snapshot of 2026-01-01 00:00 UTC.\n")
        #expect(
            try await store.syncHistory(limit: 5).map(\.outcome) == [
                .updated(SnapshotVersion(timestamp: 1_767_225_600_000))
            ])
        #expect(try await store.syncSource() == URL(string: "file:///srv/manifest.json"), "remembered")
    }

    @Test func withoutFromTheRememberedSourceIsUsedAndWithNoneTheCommandSaysWhatToGive() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = InMemoryLocalStore()
        var adapters = Adapters.fake(store: store)
        adapters.snapshotPublisher = { target, _, _ in FilePublisher(target: target) }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, adapters: adapters, printed: printed)

        let none = await #expect(throws: WordedFailure.self) { try await root.run(["sync"]) }
        #expect(none?.description == "No sync source is set yet: give --from with the manifest's address or file.")
        try await store.setSyncSource(URL(fileURLWithPath: "/srv/m.json"))
        try await root.run(["sync"])
        #expect(printed.value == "Updated to the snapshot of 2026-01-01 00:00 UTC.\n")
        #expect(try await store.syncHistory(limit: 1).first?.source == "file:///srv/m.json")
    }

    @Test func aManifestFileThatCannotBeReadIsWordedAsAFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var adapters = Adapters.fake()
        adapters.snapshotPublisher = { _, _, _ in
            ScriptedPublisher(manifest: .failure(.unreachable("/srv/m.json does not exist")))
        }
        let root = CompositionRoot.fake(in: folder, adapters: adapters, printed: Printed())

        let failure = await #expect(throws: WordedFailure.self) {
            try await root.run(["sync", "--from", "/srv/m.json"])
        }
        #expect(failure?.description == "Could not read the published file: /srv/m.json does not exist.")
    }
}

/// A publisher whose manifest is version 2026-01-01 and whose install writes "published" to the target.
private struct FilePublisher: SnapshotPublisher {
    var target: URL

    func manifest(at url: URL) async throws(SyncError) -> SnapshotManifest {
        SnapshotManifest(
            version: SnapshotVersion(timestamp: 1_767_225_600_000), sha256: "", size: 9, schemaVersion: 4,
            file: "directory.db")
    }

    func install(
        _ manifest: SnapshotManifest, from url: URL, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError) {
        do {
            try Data("published".utf8).write(to: target)
        } catch {
            throw .io(error.localizedDescription)
        }
    }
}
