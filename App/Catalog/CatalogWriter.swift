import CatalogExport
import Domain
import Foundation

/// Writes a catalog's documents into a folder that appears whole or not at all: `explore catalog` and the
/// export screen share it.
struct CatalogWriter: Sendable {
    var destination: URL
    var format: CatalogFormat
    /// The address the site will be published at, for its sitemap; `nil` writes no sitemap.
    var baseURL: URL?
    /// Whether a non-empty folder that `explore catalog` did not make may be replaced.
    var replacesForeignFolder: Bool
    /// The folders never replaced, however the destination names them.
    var protecting = ProtectedFolders()

    /// Checks, reading only, that the destination may be replaced: callers check before they build the catalog, so
    /// that a refusal comes before any work. ``write(_:progress:)`` checks again, and so does the swap.
    func checkDestination() throws(CatalogError) -> CatalogDestination {
        try CatalogDestination(checking: destination, force: replacesForeignFolder, protecting: protecting)
    }

    /// Renders every document `format` asks for into a staging folder and swaps it in; on any failure the staging
    /// folder is removed and `destination` is left as it was. `progress` gets merchants written and the total,
    /// counting each merchant once per format. Returns the files written, relative to `destination`, sorted.
    func write(_ catalog: Catalog, progress: @escaping @Sendable (CatalogProgress) -> Void) async throws(CatalogError)
        -> [String]
    {
        let staged = try StagedCatalogDirectory(
            destination: destination, force: replacesForeignFolder, protecting: protecting)
        let output = CancellableCatalogOutput(base: staged)
        let total = catalog.summary.merchantCount * (format == .both ? 2 : 1)
        do throws(CatalogError) {
            if format.includesHTML {
                try await CatalogSiteRenderer(options: CatalogSiteOptions(baseURL: baseURL)).render(
                    catalog, to: output
                ) { progress(CatalogProgress(written: $0.written, total: total)) }
            }
            if format.includesXML {
                let before = format.includesHTML ? catalog.summary.merchantCount : 0
                try await CatalogXMLRenderer().render(catalog, to: output) {
                    progress(CatalogProgress(written: before + $0.written, total: total))
                }
            }
            try Task.checkCancellation(or: CancellableCatalogOutput.cancelled)
            // Listed from the folder, not remembered while writing: a site of 1,000,000 pages would keep 1,000,000
            // names in memory beside everything else it keeps.
            let files = try staged.files()
            try staged.commit()
            return files
        } catch {
            staged.discard()
            throw error
        }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Throws `error` when the current task is cancelled: a cancelled export must not replace the old catalog.
    fileprivate static func checkCancellation(or error: CatalogError) throws(CatalogError) {
        if isCancelled { throw error }
    }
}

/// A catalog output that stops a cancelled export at its next write.
///
/// The renderers know nothing of cancellation; refusing their next write once the task is cancelled makes them
/// stop within a page (or a chunk of the XML), instead of rendering the rest of the catalog only to discard it.
private struct CancellableCatalogOutput: CatalogOutput {
    static let cancelled = CatalogError.output("The catalog was cancelled.")

    let base: StagedCatalogDirectory

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        try Task.checkCancellation(or: Self.cancelled)
        try base.write(data, to: relativePath)
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        try Task.checkCancellation(or: Self.cancelled)
        return CancellableFileSink(try base.openFile(at: relativePath))
    }
}

/// A file sink that refuses to go on once the export's task is cancelled.
private final class CancellableFileSink: CatalogFileSink {
    private let base: any CatalogFileSink

    init(_ base: any CatalogFileSink) {
        self.base = base
    }

    func append(_ data: Data) throws(CatalogError) {
        try Task.checkCancellation(or: CancellableCatalogOutput.cancelled)
        try base.append(data)
    }

    func close() throws(CatalogError) {
        try base.close()
    }
}
