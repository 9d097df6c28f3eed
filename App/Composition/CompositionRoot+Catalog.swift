import CatalogExport
import CatalogPublisher
import Domain
import Foundation

extension CompositionRoot {
    /// The catalog of the snapshot's merchants and ATMs (a file without ATMs gives a catalog without them): what
    /// `explore catalog` and the export screen both write.
    func buildCatalog() async throws -> BuildCatalog {
        BuildCatalog(directory: try await directory(), atms: try await atmDirectory())
    }

    /// The writer of a catalog into `destination`, for `explore catalog` and the export screen alike; the folders it
    /// must never replace are the App's.
    func catalogWriter(
        to destination: URL, format: CatalogFormat = .both, baseURL: URL? = nil,
        settings: SiteSettings = SiteSettings(), forgetsKeptSettings: Bool = false, replacesForeignFolder: Bool = false
    ) -> CatalogWriter {
        CatalogWriter(
            destination: destination, format: format, baseURL: baseURL, settings: settings,
            forgetsKeptSettings: forgetsKeptSettings, replacesForeignFolder: replacesForeignFolder,
            protecting: ProtectedFolders(for: locations))
    }
}
