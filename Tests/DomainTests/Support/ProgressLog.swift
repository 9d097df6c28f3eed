import Domain
import Synchronization

/// Collects progress reports, which arrive on whatever thread the publisher uses.
final class ProgressLog: Sendable {
    private let lock = Mutex<[TransferProgress]>([])

    func append(_ step: TransferProgress) { lock.withLock { $0.append(step) } }

    var steps: [TransferProgress] { lock.withLock { $0 } }
}
