// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import AsyncHTTPClient
    import Domain
    import Foundation

    /// Turns what the HTTP client reports into the Domain's errors, in words a person can act on.
    enum TransportFailure {
        /// A failed snapshot or manifest transfer.
        static func syncError(for error: any Error, url: URL) -> SyncError {
            if let error = error as? SyncError { return error }
            if let refused = error as? RefusedAddress { return .refusedAddress(refused) }
            if isCancellation(error) { return .io("the sync was cancelled") }
            return .unreachable(reason(for: error, url: url))
        }

        /// A failed request to a provider's API.
        static func liveInfoError(for error: any Error, url: URL) -> LiveInfoError {
            if let error = error as? LiveInfoError { return error }
            if let refused = error as? RefusedAddress { return .refusedAddress(refused) }
            if isTimeout(error) { return .timedOut }
            return .unreachable(reason(for: error, url: url))
        }

        private static func isCancellation(_ error: any Error) -> Bool {
            error is CancellationError || (error as? HTTPClientError) == .cancelled
        }

        private static func isTimeout(_ error: any Error) -> Bool {
            guard let error = error as? HTTPClientError else { return false }
            return [.readTimeout, .connectTimeout, .deadlineExceeded].contains(error)
        }

        /// The failure in a few words, naming the host (never the credentials a URL may carry).
        private static func reason(for error: any Error, url: URL) -> String {
            let host = url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? RedactedURL.text(url)
            if isTimeout(error) { return "\(host) did not answer in time" }
            if let error = error as? HTTPClientError, let sentence = sentence(for: error, host: host) {
                return sentence
            }
            // NIO reports connection failures as values of its own types (`NIOConnectionError`, `IOError`), whose
            // descriptions carry the system's words; matching those words keeps NIO's modules out of this layer.
            let text = String(describing: error)
            if text.contains("Connection refused") { return "\(host) refused the connection" }
            if text.contains("dnsAError") || text.contains("dnsAAAAError") || text.contains("NXDOMAIN") {
                return "no host is called \(url.host ?? host)"
            }
            if text.contains("Network is unreachable") { return "this machine is offline" }
            if text.contains("Connection reset") { return "\(host) reset the connection" }
            if text.contains("handshake") || text.contains("certificate") || text.contains("BoringSSL") {
                return "a secure connection to \(host) could not be made"
            }
            return "the transfer from \(host) failed"
        }

        /// The HTTP client's own failures that a person can act on, in words.
        private static func sentence(for error: HTTPClientError, host: String) -> String? {
            switch error {
            case .remoteConnectionClosed, .uncleanShutdown: "the connection to \(host) was lost"
            case .redirectLimitReached: "\(host) redirected more than five times"
            case .redirectCycleDetected: "\(host) redirects in a circle"
            case .bodyLengthMismatch: "\(host) sent an answer of another length than it announced"
            case .tlsHandshakeTimeout: "a secure connection to \(host) took too long"
            case .invalidURL, .emptyHost, .emptyScheme: "\(host) is not an address to download from"
            default: nil
            }
        }
    }
#endif
