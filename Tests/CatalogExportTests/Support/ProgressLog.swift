import CatalogExport
import Synchronization

/// Collects progress reports from a renderer's `@Sendable` callback.
final class ProgressLog: Sendable {
    private let reports = Mutex<[CatalogProgress]>([])

    func append(_ progress: CatalogProgress) {
        reports.withLock { $0.append(progress) }
    }

    var items: [CatalogProgress] { reports.withLock { $0 } }
}
