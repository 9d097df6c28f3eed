import Domain
import Synchronization

/// Readers of one snapshot file, each over a connection of its own, lent to one read at a time: reads run at once on
/// as many connections as there are readers, and a read that finds none free waits for the first to be given back,
/// first come first served.
///
/// A read cancelled while it waits (a page past its deadline) stops waiting at once and takes no reader; a read
/// cancelled while it runs is the reader's to stop (GRDB interrupts its SQLite statement).
final class ReaderPool<Reader: Sendable>: Sendable {
    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Int, any Error>
    }

    private struct State {
        var free: [Int]
        var waiters: [Waiter] = []
        var lastID: UInt64 = 0
    }

    /// Every reader, in the order they were given.
    let readers: [Reader]
    private let state: Mutex<State>

    /// - Parameter readers: at least one.
    init(_ readers: [Reader]) {
        precondition(!readers.isEmpty, "a pool needs a reader")
        self.readers = readers
        state = Mutex(State(free: Array(readers.indices.reversed())))
    }

    /// `body` run with a free reader, given back when it returns or throws; a read cancelled while it waits fails
    /// with `.readFailed`, as a cancelled SQLite read does.
    func read<T>(_ body: (Reader) async throws(DirectoryError) -> T) async throws(DirectoryError) -> T {
        let index: Int
        do {
            index = try await borrow()
        } catch {
            throw .readFailed(String(describing: error))
        }
        defer { giveBack(index) }
        return try await body(readers[index])
    }

    /// How many readers are lent now, and how many reads wait for one.
    var usage: (lent: Int, waiting: Int) {
        state.withLock { (readers.count - $0.free.count, $0.waiters.count) }
    }

    private func borrow() async throws -> Int {
        if let index = state.withLock({ $0.free.popLast() }) { return index }
        let id = state.withLock { state in
            state.lastID += 1
            return state.lastID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int, any Error>) in
                // Under the lock that `onCancel` takes too: either it finds this waiter, or the task is already marked
                // cancelled here (the mark comes before `onCancel` runs).
                let outcome: Result<Int, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if let index = state.free.popLast() { return .success(index) }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let position = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: position)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    private func giveBack(_ index: Int) {
        let next = state.withLock { state -> Waiter? in
            guard !state.waiters.isEmpty else {
                state.free.append(index)
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.continuation.resume(returning: index)
    }
}
