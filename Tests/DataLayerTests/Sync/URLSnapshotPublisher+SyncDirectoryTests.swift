import DataLayer
import Domain
import Foundation
import TestSupport
import Testing

@testable import SnapshotFile

/// The Domain's sync rules (SyncDirectory) driving the real publisher, as the App wires them.
@Suite struct URLSnapshotPublisherSyncDirectoryTests {
    private func directory(at version: Int64) -> InMemoryDirectory {
        InMemoryDirectory(
            merchants: Fixtures.merchants,
            info: SnapshotInfo(schemaVersion: 4, version: SnapshotVersion(timestamp: version), merchantRowCount: 2))
    }

    @Test func installsANewerSnapshotAndRecordsIt() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let store = InMemoryLocalStore()
        let sync = SyncDirectory(
            directory: directory(at: SyncScene.oldVersion), publisher: scene.publisher(), store: store,
            now: { Date(timeIntervalSince1970: 1_800_000_000) })

        let outcome = try await sync(from: scene.manifestURL)

        #expect(outcome == .updated(SnapshotVersion(timestamp: SyncScene.newVersion)))
        #expect(try SnapshotFixture.merchantNames(in: scene.current) == SyncScene.publishedNames)
        #expect(
            try await store.syncHistory(limit: 5) == [
                SyncRecord(
                    date: Date(timeIntervalSince1970: 1_800_000_000), source: scene.manifestURL.absoluteString,
                    outcome: outcome)
            ])
    }

    @Test func downloadsNothingWhenTheSnapshotIsUpToDate() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        // Were the sync to download, it would fail: the published file is gone.
        try FileManager.default.removeItem(at: scene.published)
        let sync = SyncDirectory(
            directory: directory(at: SyncScene.newVersion), publisher: scene.publisher(), store: InMemoryLocalStore())

        let outcome = try await sync(from: scene.manifestURL)

        #expect(outcome == .upToDate(SnapshotVersion(timestamp: SyncScene.newVersion)))
        #expect(scene.currentIsUntouched)
    }

    #if Network
        @Test func recordsAFailedSyncInWords() async throws {
            let scene = try SyncScene()
            defer { scene.remove() }
            let server = try await SnapshotServer.shared()
            let store = InMemoryLocalStore()
            let sync = SyncDirectory(
                directory: directory(at: SyncScene.oldVersion), publisher: scene.publisher(), store: store)
            let url = server.url("truncate", scene.manifestFile)

            await #expect(throws: SyncError.truncated(received: scene.manifest.size / 2, expected: scene.manifest.size))
            {
                try await sync(from: url)
            }

            #expect(
                try await store.syncHistory(limit: 5).map(\.outcome) == [
                    .failed(.truncated(received: scene.manifest.size / 2, expected: scene.manifest.size))
                ])
            #expect(scene.currentIsUntouched)
        }
    #endif
}
