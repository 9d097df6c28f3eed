import CatalogExport
import Domain
import Foundation
import Synchronization

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
        let output = RecordingCatalogOutput(staged)
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
            try Task.checkCancellation(or: RecordingCatalogOutput.cancelled)
            try staged.commit()
        } catch {
            staged.discard()
            throw error
        }
        return output.paths.sorted()
    }
}

extension Task where Success == Never, Failure == Never {
    /// Throws `error` when the current task is cancelled: a cancelled export must not replace the old catalog.
    fileprivate static func checkCancellation(or error: CatalogError) throws(CatalogError) {
        if isCancelled { throw error }
    }
}

/// A catalog output that remembers the paths written through it, and stops a cancelled export at its next write.
///
/// Each path is written once (``CatalogOutput``'s contract, which the staged folder enforces), so the paths are kept
/// as bytes in one buffer, a newline after each: a site of 100,000 pages remembers them in about 5 MB, where a set
/// of strings took twice that.
///
/// The renderers know nothing of cancellation; refusing their next write once the task is cancelled makes them
/// stop within a page (or a chunk of the XML), instead of rendering the rest of the catalog only to discard it.
private final class RecordingCatalogOutput: CatalogOutput {
    static let cancelled = CatalogError.output("The catalog was cancelled.")

    private let base: StagedCatalogDirectory
    private let written = Mutex<[UInt8]>([])

    init(_ base: StagedCatalogDirectory) {
        self.base = base
    }

    /// The paths written, in no particular order.
    var paths: [String] {
        written.withLock { $0.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) } }
    }

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        try Task.checkCancellation(or: Self.cancelled)
        try base.write(data, to: relativePath)
        record(relativePath)
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        try Task.checkCancellation(or: Self.cancelled)
        let sink = try base.openFile(at: relativePath)
        record(relativePath)
        return CancellableFileSink(sink)
    }

    private func record(_ path: String) {
        written.withLock {
            $0.append(contentsOf: path.utf8)
            $0.append(UInt8(ascii: "\n"))
        }
    }
}

/// A file sink that refuses to go on once the export's task is cancelled.
private final class CancellableFileSink: CatalogFileSink {
    private let base: any CatalogFileSink

    init(_ base: any CatalogFileSink) {
        self.base = base
    }

    func append(_ data: Data) throws(CatalogError) {
        try Task.checkCancellation(or: RecordingCatalogOutput.cancelled)
        try base.append(data)
    }

    func close() throws(CatalogError) {
        try base.close()
    }
}
