import Domain
import Foundation
import TestSupport
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct SQLiteLocalStoreSyncSourceTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test func theSyncSourceIsKeptReplacedAndForgottenAsInMemory() async throws {
        let path = folder.path("local.db")
        let store = try SQLiteLocalStore(path: path)
        let oracle = InMemoryLocalStore()
        #expect(try await store.syncSource() == nil)
        for source in [URL(fileURLWithPath: "/srv/explore/manifest.json"), URL(string: "https://example.org/m.json")!] {
            try await store.setSyncSource(source)
            try await oracle.setSyncSource(source)
            #expect(try await SQLiteLocalStore(path: path).syncSource() == oracle.syncSource())
        }
        try await store.setSyncSource(nil)
        #expect(try await store.syncSource() == nil)
        #expect(LocalStoreSchema.migrationNames.contains("v5-sync-source"))
    }
}
