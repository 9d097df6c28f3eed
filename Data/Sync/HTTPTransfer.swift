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
        configuration.timeoutIntervalForRequest = TransportFailure.timeInterval(idleTimeout)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let receiver = StreamingReceiver(url: url, sink: sink)
        // The session keeps its delegate until it is invalidated; invalidating breaks that cycle.
        let session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: url)
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
    }

    private let url: URL
    private let sink: any ByteSink
    private let state = Mutex(State())

    init(url: URL, sink: any ByteSink) {
        self.url = url
        self.sink = sink
    }

    func start(_ task: URLSessionDataTask, reportingTo continuation: CheckedContinuation<Result<Void, SyncError>, Never>) {
        state.withLock { $0.continuation = continuation }
        task.resume()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        guard status == 200 else {
            fail(.httpStatus(status, url: url.absoluteString))
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
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

    private func fail(_ error: SyncError) {
        state.withLock { state in
            if state.failure == nil { state.failure = error }
        }
    }
}
