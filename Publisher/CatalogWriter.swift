import CatalogExport
import Domain
import Foundation
import Presentation
import Synchronization

/// Writes a catalog's documents into a folder that appears whole or not at all: `explore catalog` and the
/// export screen share it.
public struct CatalogWriter: Sendable {
    public var destination: URL
    public var format: CatalogFormat
    /// The address the site will be published at, for its sitemap; `nil` writes no sitemap.
    public var baseURL: URL?
    /// The publisher's settings given for this run; each one not given is the one the catalog being replaced keeps
    /// (``SiteSettings``), unless ``forgetsKeptSettings``.
    public var settings = SiteSettings()
    /// Whether the settings the catalog being replaced keeps are ignored, leaving the defaults for those not given.
    public var forgetsKeptSettings = false
    /// Whether a non-empty folder that `explore catalog` did not make may be replaced.
    public var replacesForeignFolder: Bool
    /// The folders never replaced, however the destination names them.
    public var protecting: ProtectedFolders
    /// The languages of the site, side by side: the first at the folder's root, each other under a folder of its tag
    /// (`es/`, `pt-BR/`), every page linking to its twins. Empty: English alone. The XML catalog is one, in none.
    public var languages: [Language] = []

    public init(
        destination: URL, format: CatalogFormat, baseURL: URL?, settings: SiteSettings = SiteSettings(),
        forgetsKeptSettings: Bool = false, replacesForeignFolder: Bool, protecting: ProtectedFolders
    ) {
        self.destination = destination
        self.format = format
        self.baseURL = baseURL
        self.settings = settings
        self.forgetsKeptSettings = forgetsKeptSettings
        self.replacesForeignFolder = replacesForeignFolder
        self.protecting = protecting
    }

    /// Checks, reading only, that the destination may be replaced: callers check before they build the catalog, so
    /// that a refusal comes before any work. ``write(_:progress:)`` checks again, and so does the swap.
    public func checkDestination() throws(CatalogError) -> CatalogDestination {
        try CatalogDestination(checking: destination, force: replacesForeignFolder, protecting: protecting)
    }

    /// Renders every document `format` asks for into a staging folder and swaps it in; on any failure the staging
    /// folder is removed and `destination` is left as it was. `progress` gets merchants written and the total,
    /// counting each merchant once per format. Returns how many files were written and how they differ from the
    /// catalog replaced, the documents to open first (the site's front page, the XML catalog) relative to
    /// `destination`, and the old catalogs set aside beside it that could not be removed (to report: the new catalog
    /// is in place all the same).
    public func write(_ catalog: Catalog, progress: @escaping @Sendable (CatalogProgress) -> Void)
        async throws(CatalogError)
        -> ExportedCatalog
    {
        let staged = try StagedCatalogDirectory(
            destination: destination, force: replacesForeignFolder, protecting: protecting)
        let output = CountingCatalogOutput(staged)
        let languages = languages.isEmpty ? [Language.english] : languages
        let sites = format.includesHTML ? languages.count : 0
        let total = catalog.summary.merchantCount * (sites + (format.includesXML ? 1 : 0))
        let committed: (unremovable: [String], oldFiles: Int?)
        do throws(CatalogError) {
            if format.includesHTML {
                let settings = forgetsKeptSettings ? settings : settings.filled(from: staged.keptSettings())
                for (index, language) in languages.enumerated() {
                    var options = settings.options(baseURL: baseURL)
                    options.language = language
                    options.languages = languages
                    let folder = options.folder(of: language)
                    let before = index * catalog.summary.merchantCount
                    let renderer = CatalogSiteRenderer(options: options)
                    let report: CatalogProgressHandler = {
                        progress(CatalogProgress(written: before + $0.written, total: total))
                    }
                    if folder.isEmpty {
                        try await renderer.render(catalog, to: output, progress: report)
                    } else {
                        try await renderer.render(
                            catalog, to: FolderOutput(base: output, folder: folder), progress: report)
                    }
                }
                if settings != SiteSettings() { try output.write(settings.keptText(), to: SiteSettings.fileName) }
            }
            if format.includesXML {
                let before = sites * catalog.summary.merchantCount
                try await CatalogXMLRenderer().render(catalog, to: output) {
                    progress(CatalogProgress(written: before + $0.written, total: total))
                }
            }
            try Task.checkCancellation(or: CountingCatalogOutput.cancelled)
            committed = try staged.commit()
        } catch {
            staged.discard()
            throw error
        }
        let documents = [
            format.includesHTML ? CatalogSiteRenderer.frontPage : nil,
            format.includesXML ? CatalogXMLRenderer.fileName : nil,
        ]
        return ExportedCatalog(
            fileCount: output.fileCount, documents: documents.compactMap { $0 },
            unremovedFolders: committed.unremovable,
            changes: staged.tally.changes(written: output.fileCount, oldFiles: committed.oldFiles))
    }
}

extension Task where Success == Never, Failure == Never {
    /// Throws `error` when the current task is cancelled: a cancelled export must not replace the old catalog.
    fileprivate static func checkCancellation(or error: CatalogError) throws(CatalogError) {
        if isCancelled { throw error }
    }
}

/// The site of one language in a folder of the catalog's (`es/`): its paths start with the folder.
private struct FolderOutput: CatalogOutput {
    let base: any CatalogOutput
    let folder: String

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        try base.write(data, to: folder + relativePath)
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        try base.openFile(at: folder + relativePath)
    }

    func openScratch() throws(CatalogError) -> any CatalogScratch {
        try base.openScratch()
    }
}

/// A catalog output that counts the files written through it, and stops a cancelled export at its next write.
///
/// It keeps a number, not the paths: a site of 100,000 pages would otherwise hold every page's name to the end.
/// The renderers know nothing of cancellation; refusing their next write once the task is cancelled makes them
/// stop within a page (or a chunk of the XML), instead of rendering the rest of the catalog only to discard it.
private final class CountingCatalogOutput: CatalogOutput {
    static let cancelled = CatalogError.output("The catalog was cancelled.")

    private let base: StagedCatalogDirectory
    private let written = Atomic<Int>(0)

    init(_ base: StagedCatalogDirectory) {
        self.base = base
    }

    /// How many files were written (each path is written once: ``CatalogOutput``'s contract).
    var fileCount: Int { written.load(ordering: .relaxed) }

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        try Task.checkCancellation(or: Self.cancelled)
        try base.write(data, to: relativePath)
        written.add(1, ordering: .relaxed)
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        try Task.checkCancellation(or: Self.cancelled)
        let sink = try base.openFile(at: relativePath)
        written.add(1, ordering: .relaxed)
        return CancellableFileSink(sink)
    }

    func openScratch() throws(CatalogError) -> any CatalogScratch {
        try base.openScratch()
    }
}

/// A file sink that refuses to go on once the export's task is cancelled.
private final class CancellableFileSink: CatalogFileSink {
    private let base: any CatalogFileSink

    init(_ base: any CatalogFileSink) {
        self.base = base
    }

    func append(_ data: Data) throws(CatalogError) {
        try Task.checkCancellation(or: CountingCatalogOutput.cancelled)
        try base.append(data)
    }

    func close() throws(CatalogError) {
        try base.close()
    }
}
