import Domain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns what URLSession reports into the Domain's errors, in words a person can act on.
enum TransportFailure {
    /// A failed snapshot or manifest transfer.
    static func syncError(for error: any Error, url: URL) -> SyncError {
        guard let code = (error as? URLError)?.code else { return .unreachable(error.localizedDescription) }
        if code == .cancelled { return .io("the sync was cancelled") }
        return .unreachable(reason(for: code, url: url))
    }

    /// A failed request to a provider's API.
    static func liveInfoError(for error: any Error, url: URL) -> LiveInfoError {
        guard let code = (error as? URLError)?.code else { return .unreachable(error.localizedDescription) }
        if code == .timedOut { return .timedOut }
        return .unreachable(reason(for: code, url: url))
    }

    /// Foundation's time intervals count seconds in a `Double`.
    static func timeInterval(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    private static func reason(for code: URLError.Code, url: URL) -> String {
        let host = url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? url.absoluteString
        switch code {
        case .timedOut: return "\(host) did not answer in time"
        case .cannotConnectToHost: return "\(host) refused the connection"
        case .cannotFindHost, .dnsLookupFailed: return "no host is called \(url.host ?? host)"
        case .networkConnectionLost: return "the connection to \(host) was lost"
        case .notConnectedToInternet: return "this machine is offline"
        default: return "\(host): URL error \(code.rawValue)"
        }
    }
}
