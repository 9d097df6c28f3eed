import Dispatch
import Domain

/// Runs blocking work (file reads, `fsync`, SQLite's integrity check) on a Dispatch thread, so it never holds one
/// of the few threads Swift concurrency's cooperative pool shares among all tasks.
enum Blocking {
    static func run<Value: Sendable>(
        _ work: @escaping @Sendable () throws(SyncError) -> Value
    ) async throws(SyncError) -> Value {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Value, SyncError>, Never>) in
            DispatchQueue.global().async {
                continuation.resume(returning: Result { () throws(SyncError) -> Value in try work() })
            }
        }
        return try result.get()
    }
}
