// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
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
        ///
        /// The time limit is kept three ways, each covering what the others may miss: AsyncHTTPClient's own deadline until
        /// the response head, a clock read after every chunk of the body (a trickling server is stopped at its next byte
        /// even when every thread is busy), and ``Deadline`` for a body that goes quiet (before the idle timeout ends it).
        ///
        /// - Parameter lastBytes: ask for only the resource's last bytes (an HTTP range): a server that can answers
        ///   HTTP 206 with them, and the resource's whole size is returned; one that cannot answers HTTP 200 with the
        ///   whole resource, and `nil` is returned.
        @discardableResult
        static func fetch(
            _ url: URL, into sink: some ByteSink, limits: TransferLimits, lastBytes: Int? = nil
        ) async throws(SyncError) -> Int64? {
            let client = HTTPClient(
                eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration(limits))
            let deadline = ContinuousClock.now + limits.timeout
            let outcome = await Deadline.race(limits.timeout) {
                try await stream(url, into: sink, with: client, until: deadline, limits: limits, lastBytes: lastBytes)
            }
            // Closes the connection whatever happened; a client that was not shut down would be a leak.
            try? await client.shutdown()
            switch outcome {
            case .finished(.success(let size)):
                return size
            case .finished(.failure(let error)) where !isPastDeadline(error):
                throw TransportFailure.syncError(for: error, url: url)
            case .finished(.failure), .timedOut:
                throw .timedOut(seconds: limits.timeoutSeconds, received: sink.received)
            }
        }

        private static func stream(
            _ url: URL, into sink: some ByteSink, with client: HTTPClient, until deadline: ContinuousClock.Instant,
            limits: TransferLimits, lastBytes: Int?
        ) async throws -> Int64? {
            var request = HTTPClientRequest(url: url.absoluteString)
            // The bytes hashed must be the bytes published, never a compressed form of them.
            request.headers.add(name: "Accept-Encoding", value: "identity")
            if let lastBytes { request.headers.add(name: "Range", value: "bytes=-\(lastBytes)") }
            let response = try await CheckedRedirects.execute(
                request, to: url, with: client, timeoutNanoseconds: nanoseconds(limits.timeout))
            let isRange = lastBytes != nil && response.status.code == 206
            guard response.status.code == 200 || isRange else {
                throw SyncError.httpStatus(Int(response.status.code), url: RedactedURL.text(url))
            }
            // "bytes 1000-1999/2000": the whole resource's size follows the slash.
            let size = response.headers.first(name: "Content-Range").flatMap { $0.split(separator: "/").last }
                .flatMap { Int64($0) }
            if isRange, size == nil {
                throw SyncError.unreachable("the server answered a range request without the file's size")
            }
            if isRange, let size, size < 0 {
                throw SyncError.unreachable("the server answered a range request with a size of \(size) bytes")
            }
            if let announced = response.headers.first(name: "Content-Length").flatMap(Int64.init),
                announced > sink.limit
            {
                throw SyncError.tooLarge(limit: sink.limit)
            }
            for try await chunk in response.body {
                try chunk.withUnsafeReadableBytes { bytes in try sink.receive(bytes) }
                guard ContinuousClock.now < deadline else { throw PastDeadline() }
                try Task.checkCancellation()
            }
            return isRange ? size : nil
        }

        /// The body was still arriving when the time limit passed.
        private struct PastDeadline: Error {}

        private static func isPastDeadline(_ error: any Error) -> Bool {
            error is PastDeadline || (error as? HTTPClientError) == .deadlineExceeded
        }

        private static func nanoseconds(_ duration: Duration) -> Int64 {
            Int64(duration / .nanoseconds(1))
        }

        /// One client per transfer: its read timeout is the transfer's idle timeout. A refused connection fails at
        /// once instead of being retried until the idle timeout (a person retries a sync; a server farm retries
        /// requests). Redirects are followed by ``CheckedRedirects``, to checked `http(s)` addresses only, five at most.
        private static func configuration(_ limits: TransferLimits) -> HTTPClient.Configuration {
            let idle = nanoseconds(limits.idleTimeout)
            var configuration = HTTPClient.Configuration()
            configuration.redirectConfiguration = .disallow
            configuration.timeout = .init(connect: .nanoseconds(idle), read: .nanoseconds(idle))
            configuration.decompression = .disabled
            configuration.connectionPool.retryConnectionEstablishment = false
            return configuration
        }
    }
#endif
