import Domain
import Foundation
import Logging
import Presentation
import TestSupport
import Testing
import TextUI

@testable import ExploreApp
@testable import Terminal

/// The screens as the composition root connects them: its factory's ports, the location from the local store, and
/// the export screen on the data folder.
@MainActor
@Suite final class CompositionRootScreensTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    deinit { folder.remove() }

    /// The home screen of a root over the fakes, with `store` and `publisher`.
    func navigator(
        store: InMemoryLocalStore = InMemoryLocalStore(), publisher: (any SnapshotPublisher)? = nil
    ) async throws -> Navigator {
        var adapters = Adapters.fake(store: store)
        if let publisher { adapters.snapshotPublisher = { _, _, _ in publisher } }
        let root = CompositionRoot.fake(in: folder, adapters: adapters, printed: Printed())
        return await Navigator(factory: try await root.screenFactory(), theme: .plain)
    }

    @Test func theChosenLocationFromTheLocalStoreGivesDistances() async throws {
        let store = InMemoryLocalStore(chosenLocation: ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas))

        let navigator = try await navigator(store: store)

        let lines = navigator.render(size: .standard)
        #expect(lines[0].hasSuffix("Near Caracas, within 32.2 km"))
        #expect(lines.first { $0.contains("Café Ávila") }?.hasSuffix(" 0 m") == true)
        // The grocer's nearest shop is in New York; it sells only through PiggyCards.
        #expect(lines.contains { $0.contains("Green Grocer") && $0.hasSuffix(" 3,433 km") } == Fixtures.showsGrocer)
    }

    @Test func theSyncScreenSyncsFromTheLastSyncsSource() async throws {
        let store = InMemoryLocalStore()
        try await store.recordSync(
            SyncRecord(
                date: Date(timeIntervalSince1970: 0), source: "https://example.org/m.json",
                outcome: .upToDate(SnapshotVersion(timestamp: 1_767_225_600_000))))
        let publisher = ScriptedPublisher(manifest: .failure(.unreachable("offline")))
        let navigator = try await navigator(store: store, publisher: publisher)

        _ = await navigator.handle(.character("u"))
        #expect(navigator.screenNames == ["list", "sync"])
        _ = await navigator.handle(.enter)
        await navigator.waitUntilIdle()

        #expect(await publisher.manifestRequests == [URL(string: "https://example.org/m.json")!])
        #expect(navigator.render(size: .standard).joined().contains("https://example.org/m.json"))
        _ = await navigator.handle(.escape)
        #expect(navigator.screenNames == ["list"])
    }

    @Test func onAFreshInstallTheSyncScreenAsksForASourceAndRemembersIt() async throws {
        let store = InMemoryLocalStore()
        let publisher = ScriptedPublisher(manifest: .failure(.unreachable("/srv/m.json does not exist")))
        let navigator = try await navigator(store: store, publisher: publisher)

        _ = await navigator.handle(.character("u"))
        #expect(navigator.render(size: .standard).joined().contains("No sync source is set yet."))
        _ = await navigator.handle(.enter)
        for character in "/srv/m.json" { _ = await navigator.handle(.character(character)) }
        _ = await navigator.handle(.enter)
        #expect(try await store.syncSource() == URL(fileURLWithPath: "/srv/m.json"))
        _ = await navigator.handle(.enter)
        await navigator.waitUntilIdle()

        #expect(await publisher.manifestRequests == [URL(fileURLWithPath: "/srv/m.json")])
        let frame = navigator.render(size: .standard).joined(separator: "\n")
        #expect(frame.contains("Could not read the published file: /srv/m.json does not exist."))
        #expect(!frame.contains("snapshot server"))
    }

    @Test func theExportScreenWritesTheCatalogIntoTheDataFolder() async throws {
        let navigator = try await navigator()

        _ = await navigator.handle(.character("e"))
        #expect(navigator.screenNames == ["list", "export"])
        _ = await navigator.handle(.enter)
        await navigator.waitUntilIdle()

        let catalog = folder.url.appendingPathComponent("xdg/explore/catalog")
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("index.html").path))
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("catalog.xml").path))
        #expect(navigator.render(size: .standard).joined().contains("Wrote "))
    }

    @Test func escDuringASyncCancelsItKeepsTheSnapshotAndASecondEscLeaves() async throws {
        let publisher = ScriptedPublisher(
            manifest: .success(
                SnapshotManifest(
                    version: SnapshotVersion(timestamp: 1_780_272_000_000), sha256: "ab", size: 10, schemaVersion: 4,
                    file: "explore.db")),
            installResult: .failure(.io("the sync was cancelled")))
        await publisher.holdInstall()
        let store = InMemoryLocalStore()
        try await store.setSyncSource(URL(string: "https://example.org/m.json")!)
        let navigator = try await navigator(store: store, publisher: publisher)

        _ = await navigator.handle(.character("u"))
        _ = await navigator.handle(.enter)  // Returns while the sync runs: the screen stays live.
        await publisher.waitUntilInstalling()
        _ = await navigator.handle(.escape)
        #expect(navigator.screenNames == ["list", "sync"])
        await publisher.release()
        await navigator.waitUntilIdle()

        #expect(await publisher.installed == [])
        let frame = navigator.render(size: .standard).joined(separator: "\n")
        #expect(frame.contains("Cancelled"))
        #expect(frame.contains(ErrorMessages.sentence(for: SyncOutcome.cancelled)))
        _ = await navigator.handle(.escape)
        #expect(navigator.screenNames == ["list"])
    }
}
