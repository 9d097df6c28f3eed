import Domain
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Streams an `http(s)://` resource into a sink as its bytes arrive, so a snapshot never sits whole in memory.
enum HTTPTransfer {
    /// Fetches `url`; any answer but HTTP 200 is ``SyncError/httpStatus(_:url:)``.
    ///
    /// - Parameter idleTimeout: how long the server may stay silent, before answering or between two chunks.
    static func fetch(_ url: URL, into sink: some ByteSink, idleTimeout: Duration) async throws(SyncError) {
        let configuration = URLSessionConfiguration.ephemeral
        // URLSession on Linux truncates its timeouts to whole seconds (0.3 s becomes "time out at once"), so the
        // idle timeout is enforced by the watchdog below, and the session's own only backs it up.
        configuration.timeoutIntervalForRequest = TransportFailure.timeInterval(idleTimeout).rounded(.up) + 1
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let receiver = StreamingReceiver(url: url, sink: sink)
        // The session keeps its delegate until it is invalidated; invalidating breaks that cycle.
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: url)
        let watchdog = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: idleTimeout / 4)
                if receiver.hasBeenSilent(for: idleTimeout) {
                    return receiver.stop(task, because: TransportFailure.syncError(for: URLError(.timedOut), url: url))
                }
            }
        }
        defer { watchdog.cancel() }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                receiver.start(task, reportingTo: continuation)
            }
        } onCancel: {
            task.cancel()
        }
        try outcome.get()
    }
}

/// The session's delegate: checks the status, hands each chunk to the sink, and reports how the transfer ended.
private final class StreamingReceiver: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var continuation: CheckedContinuation<Result<Void, SyncError>, Never>?
        /// Our own reason to stop (a bad status, a sink that refused bytes), which wins over the `cancelled`
        /// error URLSession reports after we cancel.
        var failure: SyncError?
        /// When the server last said something.
        var lastHeard = ContinuousClock.now
    }

    private let url: URL
    private let sink: any ByteSink
    private let state = Mutex(State())

    init(url: URL, sink: any ByteSink) {
        self.url = url
        self.sink = sink
    }

    func start(
        _ task: URLSessionDataTask, reportingTo continuation: CheckedContinuation<Result<Void, SyncError>, Never>
    ) {
        state.withLock { state in
            state.continuation = continuation
            state.lastHeard = .now
        }
        task.resume()
    }

    func hasBeenSilent(for duration: Duration) -> Bool {
        state.withLock { $0.lastHeard.duration(to: .now) > duration }
    }

    /// Ends the transfer with our own error.
    func stop(_ task: URLSessionTask, because error: SyncError) {
        fail(error)
        task.cancel()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        heard()
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        guard status == 200 else {
            fail(.httpStatus(status, url: url.absoluteString))
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        heard()
        do throws(SyncError) {
            try data.withUnsafeBytes { bytes in Result { () throws(SyncError) in try sink.receive(bytes) } }.get()
        } catch {
            fail(error)
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, failure) = state.withLock { state in
            defer { state.continuation = nil }
            return (state.continuation, state.failure)
        }
        if let failure {
            continuation?.resume(returning: .failure(failure))
        } else if let error {
            continuation?.resume(returning: .failure(TransportFailure.syncError(for: error, url: url)))
        } else {
            continuation?.resume(returning: .success(()))
        }
    }

    private func heard() {
        state.withLock { $0.lastHeard = .now }
    }

    private func fail(_ error: SyncError) {
        state.withLock { state in
            if state.failure == nil { state.failure = error }
        }
    }
}
