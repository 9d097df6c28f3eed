import Domain
import Foundation
import Presentation

extension Navigator {
    /// The folder, inside the data folder, that the export screen writes the catalog into.
    static let catalogFolderName = "catalog"

    /// The navigator on its home screen, over the ports of `context`: the user's chosen location from the local
    /// store, the export screen on the data folder.
    static func make(_ context: ScreenContext) async -> Navigator {
        let store = context.localStore
        let location: ChosenLocation?
        do {
            location = try await store.chosenLocation()
        } catch {
            context.logger.notice("No chosen location", metadata: ["reason": "\(ErrorSentences.sentence(for: error))"])
            location = nil
        }
        let dataFolder = context.dataFolder ?? FileManager.default.temporaryDirectory
        let catalogFolder = dataFolder.appendingPathComponent(catalogFolderName, isDirectory: true)
        let exporter = FolderCatalogExporter(
            writer: CatalogWriter(
                destination: catalogFolder, format: .both, baseURL: nil, replacesForeignFolder: false))
        let factory = ScreenFactory(
            directory: context.directory, localStore: store, liveInfo: context.liveInfo, location: location,
            publisher: context.publisher, exporter: context.dataFolder == nil ? nil : exporter,
            exportDestination: catalogFolder.path, atms: context.atmDirectory, places: context.places,
            clock: context.clock)
        return await Navigator(factory: factory, theme: context.theme)
    }
}
