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
        // PLUG POINT: the merchant list view state and the text renderer (Presentation).
        renderMerchantList: { _, _, _ in throw AppError.notWiredYet("print text results (use --format json)") },
        // PLUG POINT: the merchant detail view state and the text renderer (Presentation).
        renderMerchantDetail: { _, _ in throw AppError.notWiredYet("print text results (use --format json)") },
        // PLUG POINT: the catalog writer (App/Catalog, with Presentation's HTML and XML renderers).
        writeCatalog: { _, _, _ in throw AppError.notWiredYet("write a catalog") },
        // PLUG POINT: the navigator on the home screen (App, over Presentation's view models).
        makeScreenHost: { _ in throw AppError.notWiredYet("show the interactive screens") }
    )
}
