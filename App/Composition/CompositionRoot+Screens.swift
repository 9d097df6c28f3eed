import CatalogPublisher
import Domain
import Foundation
import Logging
import Terminal

extension CompositionRoot {
    /// The folder, inside the data folder, that the export screen writes the catalog into.
    static let catalogFolderName = "catalog"

    /// What the interactive screens are built from: the snapshot's ports (the file created on first run), the user's
    /// chosen location from the local store, and the export screen pointed at the data folder. A screen's port is
    /// connected here, in one line; its screen's file in `Navigation/Screens/` uses it.
    ///
    /// - Parameter clock: times the pause after typing in a search field (``ScreenFactory/clock``).
    @MainActor func screenFactory(clock: any Clock<Duration> = ImmediateClock()) async throws -> ScreenFactory {
        let store = try await localStore()
        let catalogFolder = locations.dataFolder.appendingPathComponent(Self.catalogFolderName, isDirectory: true)
        var factory = ScreenFactory(
            directory: try await directory(), localStore: store, liveInfo: liveInfo(),
            location: await chosenLocation(in: store), exportDestination: catalogFolder.path, clock: clock)
        factory.words = words
        // The catalog and the writer of `explore catalog --out FOLDER`, so that the screen writes what it writes.
        factory.exporter = FolderCatalogExporter(writer: catalogWriter(to: catalogFolder))
        factory.buildCatalog = try? await buildCatalog()
        factory.publisher = try? adapters.snapshotPublisher(locations.snapshot, SyncCommand.defaultTimeout, nil)
        // Same file as the directory; if it cannot be opened the ATM screens are simply not offered.
        factory.atms = try? await atmDirectory()
        factory.places = await placesOrReason()
        return factory
    }

    /// The location chosen in `store`; `nil` (logged) when there is none or the store cannot say.
    private func chosenLocation(in store: any LocalStore) async -> ChosenLocation? {
        do {
            return try await store.chosenLocation()
        } catch {
            logger.notice("No chosen location", metadata: ["reason": "\(ErrorSentences.sentence(for: error))"])
            return nil
        }
    }
}
