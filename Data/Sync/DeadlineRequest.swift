import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP request that ends at a deadline of its own.
///
/// URLSession on Linux truncates its timeouts to whole seconds (0.3 s becomes "time out at once", 3.5 s becomes
/// 3 s), so the deadline is kept here and the session's timeouts only back it up.
enum DeadlineRequest {
    enum Outcome {
        case answered(Data, URLResponse)
        case failed(any Error)
        case timedOut
    }

    static func perform(_ request: URLRequest, in session: URLSession, timeout: Duration) async -> Outcome {
        let once = Once()
        let task = session.dataTask(with: request) { body, response, error in
            if let error {
                once.finish(.failed(error))
            } else if let response {
                once.finish(.answered(body ?? Data(), response))
            } else {
                once.finish(.failed(URLError(.badServerResponse)))
            }
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                once.start(continuation)
                task.resume()
                // A Dispatch timer rather than a sleeping task: it fires on time even when every thread of the
                // cooperative pool is busy.
                DispatchQueue.global().asyncAfter(deadline: .now() + TransportFailure.timeInterval(timeout)) {
                    once.finish(.timedOut)
                    task.cancel()
                }
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// Resumes the waiting caller with whichever outcome comes first: the answer or the deadline.
    private final class Once: Sendable {
        private struct State {
            var continuation: CheckedContinuation<Outcome, Never>?
            var early: Outcome?
        }

        private let state = Mutex(State())

        func start(_ continuation: CheckedContinuation<Outcome, Never>) {
            let early = state.withLock { state in
                if state.early == nil { state.continuation = continuation }
                return state.early
            }
            if let early { continuation.resume(returning: early) }
        }

        func finish(_ outcome: Outcome) {
            let continuation = state.withLock { state in
                defer { state.continuation = nil }
                if state.continuation == nil && state.early == nil { state.early = outcome }
                return state.continuation
            }
            continuation?.resume(returning: outcome)
        }
    }
}
