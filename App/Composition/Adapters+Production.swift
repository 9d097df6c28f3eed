import DataLayer
import Domain
import Foundation
import Presentation

// PLUG POINTS. Each closure below is where a Data or Presentation type is connected. Until its layer lands,
// it throws `AppError.notWiredYet`, which `explore` reports as one line and exit status 1.

extension Adapters {
    /// The adapters of the real program.
    static let production = Adapters(
        // PLUG POINT: `SQLiteDirectory` (DataLayer), opened read-only; it must not create a missing file.
        openDirectory: { _ in throw AppError.notWiredYet("read a directory snapshot") },
        // PLUG POINT: the SQLite local store (DataLayer), which creates and migrates its file.
        openLocalStore: { _ in throw AppError.notWiredYet("open the local store") },
        // PLUG POINT (optional): the provider API client (DataLayer); `nil` resolves offers from the snapshot.
        liveInfo: { nil },
        // PLUG POINT: the sample-data generator (DataLayer), reporting rows through the progress reporter.
        writeSample: { _, _ in throw AppError.notWiredYet("generate a sample directory") },
        // PLUG POINT: the legacy importer (DataLayer): v1–v4 file → new v4 snapshot, swapped in atomically.
        importDirectory: { _, _, _ in throw AppError.notWiredYet("import a directory file") },
        // PLUG POINT: the snapshot sync (DataLayer's `SnapshotPublisher` for file:// and http(s)://).
        snapshotPublisher: { _ in throw AppError.notWiredYet("sync the directory") },
        // PLUG POINT: the integrity check (DataLayer).
        checkIntegrity: { _ in throw AppError.notWiredYet("check a snapshot's integrity") },
        // The merchant list view state and the text renderer (Presentation), at the page's natural height.
        renderMerchantList: { page, query, options in
            PrintedScreens.merchantList(page, query: query, options: options)
        },
        // The merchant detail view state and the text renderer (Presentation).
        renderMerchantDetail: { detail, options in PrintedScreens.merchantDetail(detail, options: options) },
        // The catalog writer (App/Catalog, with Presentation's HTML and XML renderers), swapped in whole.
        writeCatalog: { catalog, request, progress in
            let writer = CatalogWriter(
                destination: request.outputDirectory, format: request.format, baseURL: request.baseURL,
                replacesForeignFolder: request.replacesForeignFolder)
            do throws(CatalogError) {
                return try await writer.write(catalog) {
                    progress.update(completed: Int64($0.written), total: Int64($0.total))
                }
            } catch {
                throw AppError.cannotWrite(request.outputDirectory.path, reason: CatalogErrorText.sentence(for: error))
            }
        },
        // The navigator on the home screen (App/Navigation, over Presentation's view models).
        makeScreenHost: { context in await Navigator.make(context) }
    )
}
