import Domain
import Foundation
import SnapshotFile

/// Batches made by a blocking reader on a thread of its own, taken by an async consumer: the reader runs at most
/// `capacity` batches ahead, and stops at its next batch once the consumer is gone.
///
/// The catalog's one pass (``CatalogPass``) holds a read transaction for its whole length; on its own thread it keeps
/// no thread of Swift's cooperative pool blocked, and on a machine with two cores reading and rendering overlap.
final class CatalogPipe: Sendable {
    private struct State {
        var ready: [[Merchant]] = []
        var end: Result<Void, DirectoryError>?
        var cancelled = false
        var waiting: CheckedContinuation<Void, Never>?
    }

    private let state = PthreadLocked(State())
    /// Free places for batches: the reader waits on it before adding one.
    private let room: DispatchSemaphore

    init(capacity: Int) {
        // Made at 0 and raised: libdispatch stops a program that frees a semaphore below the value it was made with,
        // which a pass stopped early (its reader waiting for room) would do.
        room = DispatchSemaphore(value: 0)
        for _ in 0..<max(1, capacity) { room.signal() }
    }

    /// Runs `read` on a new thread; it hands its batches to `put` and stops when `put` returns `false`.
    static func start(capacity: Int, read: @escaping @Sendable (CatalogPipe) throws(DirectoryError) -> Void)
        -> MerchantStream.NextBatch
    {
        let pipe = CatalogPipe(capacity: capacity)
        let handle = Handle(pipe)
        let thread = Thread {
            do throws(DirectoryError) {
                try read(pipe)
                pipe.finish(.success(()))
            } catch {
                pipe.finish(.failure(error))
            }
        }
        thread.name = "explore.catalog-pass"
        thread.start()
        return { () async throws(DirectoryError) -> [Merchant]? in try await handle.pipe.take() }
    }

    /// Cancels the pass when the consumer lets go of it.
    private final class Handle: Sendable {
        let pipe: CatalogPipe
        init(_ pipe: CatalogPipe) { self.pipe = pipe }
        deinit { pipe.cancel() }
    }

    /// Adds a batch once there is room; `false` when the consumer is gone and the reader should stop.
    func put(_ batch: [Merchant]) -> Bool {
        room.wait()
        let (accepted, waiter) = state.withLock { state -> (Bool, CheckedContinuation<Void, Never>?) in
            guard !state.cancelled else { return (false, nil) }
            state.ready.append(batch)
            defer { state.waiting = nil }
            return (true, state.waiting)
        }
        waiter?.resume()
        return accepted
    }

    private func finish(_ end: Result<Void, DirectoryError>) {
        let waiter = state.withLock { state in
            state.end = end
            defer { state.waiting = nil }
            return state.waiting
        }
        waiter?.resume()
    }

    private func cancel() {
        state.withLock { state in
            state.cancelled = true
            state.ready.removeAll()
        }
        room.signal()
    }

    /// The next batch; `nil` once the reader has finished and every batch was taken.
    func take() async throws(DirectoryError) -> [Merchant]? {
        while true {
            let next = state.withLock { state -> Result<[Merchant]?, DirectoryError>? in
                if !state.ready.isEmpty { return .success(state.ready.removeFirst()) }
                switch state.end {
                case .success: return .success(nil)
                case .failure(let error): return .failure(error)
                case nil: return nil
                }
            }
            if let next {
                if case .success(.some) = next { room.signal() }
                return try next.get()
            }
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state in
                    guard state.ready.isEmpty, case .none = state.end else { return true }
                    state.waiting = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        }
    }
}
