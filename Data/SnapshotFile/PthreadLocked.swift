import Foundation

/// State behind a pthread mutex (`NSLock`), for state shared with a thread of our own (the catalog pass's, the
/// signal relay's): ThreadSanitizer sees the ordering this lock gives, which it does not see for Synchronization's
/// `Mutex` on Linux (a futex it does not model), so `Scripts/tsan` reports only real races. Work on Swift's own
/// tasks keeps `Mutex`.
public final class PthreadLocked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// State `state`, behind the lock.
    public init(_ state: State) { self.state = state }

    /// Runs `body` on the state, holding the lock.
    public func withLock<T, Failure: Error>(_ body: (inout State) throws(Failure) -> T) throws(Failure) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
