import Domain
import Synchronization

/// Collects the progress reports of a download, which arrive on the transfer's threads.
final class ProgressLog: Sendable {
    private let reports = Mutex<[TransferProgress]>([])

    var all: [TransferProgress] { reports.withLock { $0 } }

    func record(_ progress: TransferProgress) {
        reports.withLock { $0.append(progress) }
    }
}
