import DataLayer
import Domain
import Foundation
import Presentation

// The composition root's connections to the Data and Presentation layers: the only place that constructs their
// types.

extension Adapters {
    /// The adapters of the real program.
    static let production = Adapters(
        // Opened read-only; it never creates a missing file.
        openDirectory: { snapshot in try SQLiteDirectory(path: snapshot.path) },
        // Creates and migrates its file.
        openLocalStore: { file in try SQLiteLocalStore(path: file.path) },
        // The providers' live API, when `EXPLORE_CTX_URL` names a CTX-shaped endpoint; otherwise every offer
        // resolves from the snapshot (Docs/CLI.md says why there is no built-in address).
        liveInfo: {
            guard let base = ProcessInfo.processInfo.environment["EXPLORE_CTX_URL"].flatMap(URL.init(string:)) else {
                return nil
            }
            return HTTPLiveInfoSource(endpoints: [.ctx: base])
        },
        // The generator writes to a temporary file and renames it into place when complete.
        writeSample: { request, progress in
            let version = request.version.map(SnapshotVersion.init) ?? SampleDirectoryGenerator.defaultVersion
            try SampleDirectoryGenerator(merchantCount: request.merchants, seed: request.seed, version: version)
                .write(to: request.destination.path)
            progress.update(completed: Int64(request.merchants), total: Int64(request.merchants))
            if let manifest = request.manifest {
                try SnapshotManifestWriter().write(describing: request.destination, to: manifest, version: version)
            }
        },
        // v1–v4 file → a new v4 snapshot, swapped in atomically; the source is opened read-only.
        importDirectory: { source, snapshot, progress in
            let summary = try LegacyDirectoryImporter().importDirectory(from: source.path, to: snapshot.path)
            progress.update(completed: Int64(summary.merchantRows), total: Int64(summary.merchantRows))
            return "Imported \(summary.merchants) merchants (\(summary.merchantRows) locations, "
                + "\(summary.providerRows) provider offers, \(summary.atms) ATMs) from a version "
                + "\(summary.sourceSchemaVersion) file."
        },
        // Downloads beside the snapshot, verifies, then renames over it.
        snapshotPublisher: { snapshot in URLSnapshotPublisher(snapshot: snapshot) },
        checkIntegrity: { snapshot in SnapshotIntegrity.check(path: snapshot.path) },
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
        makeScreenHost: { context in await Navigator.make(context) },
        // Opened read-only next to the merchant directory, on the same file.
        openATMDirectory: { snapshot in try SQLiteATMDirectory(path: snapshot.path) },
        // The ATM list's view state drawn at its natural height (title, headings, every row, count); the search
        // line and the key help are for the interactive screen only.
        renderATMList: { page, options in
            var state = ATMListViewState(
                rows: page.items.map(ATMListRow.init), phase: page.items.isEmpty ? .empty("No ATMs match.") : .loaded,
                countText: page.items.count >= page.total
                    ? Formats.count(page.total, "ATM")
                    : "Showing \(Formats.grouped(page.items.count)) of \(Formats.count(page.total, "ATM"))")
            state.isAtEnd = !page.hasMore
            let size = Presentation.TerminalSize(columns: options.size.columns, rows: page.items.count + 5)
            var lines = TextRenderer.frame(state, size: size, theme: options.usesColor ? .ansi : .plain).lines
            lines.remove(at: 1)
            return Array(lines.dropLast())
        }
    )
}
