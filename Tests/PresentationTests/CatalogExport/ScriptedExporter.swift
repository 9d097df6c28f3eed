import Domain
import Presentation

/// A ``CatalogExporting`` fake: reads the whole merchant stream, reporting each merchant, then ends as scripted.
/// It can hold after the last merchant until the test releases it, so the progress on screen can be checked.
actor ScriptedExporter: CatalogExporting {
    private let outcome: Result<ExportedCatalog, CatalogExportError>
    private let failsWhenCancelled: Bool
    private var isHeld = false
    private var held: CheckedContinuation<Void, Never>?
    private var watchers: [CheckedContinuation<Void, Never>] = []
    /// The names of the merchants read from the stream, in order.
    private(set) var exportedNames: [String] = []
    /// How many exports were started.
    private(set) var exports = 0
    /// Whether an export found its task cancelled when it was released.
    private(set) var sawCancellation = false

    /// - Parameter failsWhenCancelled: an export whose task is cancelled when released fails, as a real exporter
    ///   does at its next write; otherwise the cancel is ignored, as when it comes after the catalog is in place.
    init(_ outcome: Result<ExportedCatalog, CatalogExportError>, failsWhenCancelled: Bool = false) {
        self.outcome = outcome
        self.failsWhenCancelled = failsWhenCancelled
    }

    func hold() { isHeld = true }

    func release() {
        isHeld = false
        held?.resume()
        held = nil
    }

    /// Returns once the export is held after its last merchant.
    func waitUntilHeld() async {
        if held != nil { return }
        await withCheckedContinuation { watchers.append($0) }
    }

    func export(_ catalog: Catalog, progress: @escaping @Sendable (Int) -> Void)
        async throws(CatalogExportError) -> ExportedCatalog
    {
        exports += 1
        exportedNames = []
        do throws(DirectoryError) {
            for try await merchant in catalog.merchants {
                exportedNames.append(merchant.name)
                progress(exportedNames.count)
            }
        } catch {
            throw .directory(error)
        }
        if isHeld {
            await withCheckedContinuation { continuation in
                held = continuation
                for watcher in watchers { watcher.resume() }
                watchers.removeAll()
            }
        }
        sawCancellation = Task.isCancelled
        if failsWhenCancelled, sawCancellation { throw .writeFailed("the export was cancelled") }
        return try outcome.get()
    }
}
