// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import AsyncHTTPClient
    import Domain
    import Foundation

    /// Asks gift-card providers' HTTP APIs what they offer for a merchant right now (`GET {base}/merchants/{id}`,
    /// answered in CTX's shape, ``CTXMerchantResponse``), through AsyncHTTPClient like the sync.
    ///
    /// The detail screen waits for this, so it gives up quickly: a slow or broken provider costs at most `timeout`,
    /// connection and body included, and ``GetMerchantDetail`` then shows the snapshot's offer instead.
    public struct HTTPLiveInfoSource: LiveProviderInfoSource {
        /// Long enough for a provider on another continent, short enough that a person does not wait for nothing.
        public static let defaultTimeout: Duration = .seconds(3)
        /// A merchant record is a few kilobytes.
        static let maximumAnswerSize = 1024 * 1024

        private let endpoints: [GiftCardProvider: URL]
        private let headers: [String: String]
        private let timeout: Duration

        /// - Parameters:
        ///   - endpoints: each provider's API base URL; a provider without one is never asked.
        ///   - headers: sent with every request (an `Authorization` token, say).
        ///   - timeout: the longest a request may take, connection and answer included.
        public init(
            endpoints: [GiftCardProvider: URL], headers: [String: String] = [:], timeout: Duration = defaultTimeout
        ) {
            self.endpoints = endpoints
            self.headers = headers
            self.timeout = timeout
        }

        /// The provider's answer; `nil` when the provider has no endpoint here or does not know the merchant (404).
        public func liveInfo(for merchant: MerchantID, from provider: GiftCardProvider)
            async throws(LiveInfoError) -> LiveProviderInfo?
        {
            guard let base = endpoints[provider] else { return nil }
            let url = Self.merchantURL(base: base, id: merchant)
            var request = HTTPClientRequest(url: url.absoluteString)
            request.headers.add(name: "Accept", value: "application/json")
            for (name, value) in headers { request.headers.replaceOrAdd(name: name, value: value) }
            let prepared = request
            let answer = await Deadline.race(timeout) { () async throws -> (status: Int, body: Data) in
                // The deadline is the race's; a day is only what the client must be given.
                let response = try await CheckedRedirects.execute(
                    prepared, to: url, with: Self.client, timeoutNanoseconds: 86_400 * 1_000_000_000)
                let status = Int(response.status.code)
                guard status == 200 else { return (status, Data()) }
                var body = Data()
                for try await chunk in response.body {
                    guard body.count + chunk.readableBytes <= Self.maximumAnswerSize else {
                        throw LiveInfoError.malformed("the answer is longer than \(Self.maximumAnswerSize) bytes")
                    }
                    body.append(contentsOf: chunk.readableBytesView)
                }
                return (status, body)
            }
            switch answer {
            case .timedOut: throw .timedOut
            case .finished(.failure(let error)): throw TransportFailure.liveInfoError(for: error, url: url)
            case .finished(.success((404, _))): return nil
            case .finished(.success((200, let body))):
                return try CTXMerchantResponse.liveInfo(from: body, provider: provider)
            case .finished(.success((let status, _))): throw .httpStatus(status)
            }
        }

        /// `{base}/merchants/{id}`, the id escaped so that any text stays one path segment.
        static func merchantURL(base: URL, id: MerchantID) -> URL {
            let unreserved = CharacterSet(
                charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
            let segment = id.rawValue.addingPercentEncoding(withAllowedCharacters: unreserved) ?? id.rawValue
            var text = base.absoluteString
            if !text.hasSuffix("/") { text += "/" }
            return URL(string: text + "merchants/" + segment) ?? base
        }

        /// One client for every provider request of the process, never shut down (it lives as long as the program).
        /// A refused connection fails at once rather than being retried until the deadline; redirects are followed by
        /// ``CheckedRedirects``.
        ///
        /// Each request has a connection of its own (one use per connection). A server may close a kept-alive
        /// connection right after its answer, or after a pause, without saying so; a pooled connection handed out
        /// before the client has read that close fails at once ("the connection was lost"), and an answer the
        /// server would have given within the deadline was replaced by the snapshot's offer, three times in ten
        /// against a server that closes after each answer. A person opens a merchant seconds apart, long after a
        /// provider's idle connection would have gone, so keeping connections saved little.
        private static let client: HTTPClient = {
            var configuration = HTTPClient.Configuration()
            configuration.redirectConfiguration = .disallow
            configuration.maximumUsesPerConnection = 1
            configuration.connectionPool.retryConnectionEstablishment = false
            configuration.decompression = .enabled(limit: .size(maximumAnswerSize * 4))
            return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        }()
    }
#endif
