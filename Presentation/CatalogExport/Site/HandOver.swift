import Foundation

/// A queue from tasks to one consuming task that, unlike `AsyncStream`, ignores cancellation: everything put in is
/// taken out, so a worker finishes (or fails) every page it was given and the caller hears about each one.
///
/// Its state is behind an `NSLock` (a pthread mutex), not Synchronization's `Mutex`: the elements pass from one task
/// to another through this lock alone, and ThreadSanitizer sees the ordering a pthread mutex gives, not a futex's
/// (Docs/Conventions.md).
final class HandOver<Element: Sendable>: @unchecked Sendable {
    private struct State {
        var items: [Element] = []
        var closed = false
        var waiting: CheckedContinuation<Element?, Never>?
    }

    private let lock = NSLock()
    /// Read and written only inside ``withLock(_:)``.
    private var current = State()

    /// Runs `body` on the state, holding the lock.
    private func withLock<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&current)
    }

    /// Adds an element, or hands it straight to the consumer waiting for one.
    func put(_ element: Element) {
        let waiting = withLock { state in
            guard let waiting = state.waiting else {
                state.items.append(element)
                return nil as CheckedContinuation<Element?, Never>?
            }
            state.waiting = nil
            return waiting
        }
        waiting?.resume(returning: element)
    }

    /// No more elements: the consumer gets `nil` once it has taken the rest.
    func close() {
        let waiting = withLock { state in
            state.closed = true
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(returning: nil)
    }

    /// The next element, waiting for one; `nil` once closed and empty.
    func take() async -> Element? {
        await withCheckedContinuation { continuation in
            let ready: Element?? = withLock { state in
                if !state.items.isEmpty { return .some(state.items.removeFirst()) }
                if state.closed { return .some(nil) }
                state.waiting = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
