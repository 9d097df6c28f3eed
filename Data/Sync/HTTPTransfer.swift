import AsyncHTTPClient
import Domain
import Foundation

/// Streams an `http(s)://` resource into a sink as its bytes arrive (AsyncHTTPClient), so a snapshot never sits
/// whole in memory, whatever the server sends.
///
/// The body is read with backpressure: the next bytes are read from the socket only once the sink has written the
/// last ones, so a server that sends faster than the disk writes, or without end, is slowed down rather than
/// buffered. The sink's limit is enforced as bytes arrive, and before the first one when the server announces a
/// longer body (`Content-Length`). Bytes past the announced length are never part of the body.
enum HTTPTransfer {
    /// Fetches `url`; any answer but HTTP 200 is ``SyncError/httpStatus(_:url:)``.
    static func fetch(_ url: URL, into sink: some ByteSink, limits: TransferLimits) async throws(SyncError) {
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration(limits))
        let outcome = await Deadline.race(limits.timeout) { try await stream(url, into: sink, with: client) }
        // Closes the connection whatever happened; a client that was not shut down would be a leak.
        try? await client.shutdown()
        switch outcome {
        case .finished(.success): return
        case .finished(.failure(let error)): throw TransportFailure.syncError(for: error, url: url)
        case .timedOut: throw .timedOut(seconds: limits.timeoutSeconds, received: sink.received)
        }
    }

    private static func stream(_ url: URL, into sink: some ByteSink, with client: HTTPClient) async throws {
        var request = HTTPClientRequest(url: url.absoluteString)
        // The bytes hashed must be the bytes published, never a compressed form of them.
        request.headers.add(name: "Accept-Encoding", value: "identity")
        // The overall limit is ``Deadline``'s: AsyncHTTPClient's own deadline ends with the response head.
        let response = try await client.execute(request, timeout: .hours(24))
        guard response.status.code == 200 else {
            throw SyncError.httpStatus(Int(response.status.code), url: RedactedURL.text(url))
        }
        if let announced = response.headers.first(name: "Content-Length").flatMap(Int64.init), announced > sink.limit {
            throw SyncError.tooLarge(limit: sink.limit)
        }
        for try await chunk in response.body {
            try chunk.withUnsafeReadableBytes { bytes in try sink.receive(bytes) }
            try Task.checkCancellation()
        }
    }

    /// One client per transfer: its read timeout is the transfer's idle timeout. A refused connection fails at
    /// once instead of being retried until the idle timeout (a person retries a sync; a server farm retries
    /// requests). Redirects are followed to `http(s)` addresses only, five at most.
    private static func configuration(_ limits: TransferLimits) -> HTTPClient.Configuration {
        let idle = Int64(limits.idleTimeout / .nanoseconds(1))
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .follow(max: 5, allowCycles: false)
        configuration.timeout = .init(connect: .nanoseconds(idle), read: .nanoseconds(idle))
        configuration.decompression = .disabled
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }
}
