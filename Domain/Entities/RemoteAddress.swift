import Foundation

/// The rule every address from outside passes before this program connects to it: `--from` and `--ctx-url` (and
/// `EXPLORE_CTX_URL`), a remembered sync source, a manifest's `file`, and each `Location` a server redirects to.
///
/// An address may be connected to when it is `http` or `https`, names a host, and writes no port or one from 1 to
/// 65535. The port is read from the address's text: `URL` takes a port of any size, and forgets one too large for an
/// `Int` (to `URL`, `http://host:99999999999999999999/` has no port, and a client would connect to port 80).
public enum RemoteAddress {
    /// The ports a connection can be made to.
    public static let ports = 1...65535

    /// Why `url` may not be connected to; `nil` when it may.
    public static func problem(with url: URL) -> RefusedAddress.Problem? {
        guard let scheme = url.scheme, ["http", "https"].contains(scheme.lowercased()) else {
            return .scheme(url.scheme)
        }
        guard let host = url.host, !host.isEmpty else { return .noHost }
        // An empty port (`http://host:/`) is the scheme's own, as RFC 3986 says.
        guard let port = writtenPort(of: url.absoluteString), !port.isEmpty else { return nil }
        guard port.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = Int(port), ports.contains(number), url.port == number
        else { return .port(String(port)) }
        return nil
    }

    /// `url` when it may be connected to; otherwise the refusal, naming it (masked) and, for a redirect's target,
    /// the address that redirected there.
    public static func checked(_ url: URL, redirectedFrom: URL? = nil) throws(RefusedAddress) -> URL {
        guard let problem = problem(with: url) else { return url }
        throw RefusedAddress(
            address: RedactedURL.text(url), problem: problem, redirectedFrom: redirectedFrom.map(RedactedURL.text))
    }

    /// The port as the address writes it: what follows the last `:` of the authority (after the `]` of an IPv6
    /// host, and after any `user:password@`); `nil` when it writes none.
    static func writtenPort(of address: String) -> Substring? {
        guard let start = address.range(of: "://")?.upperBound else { return nil }
        let authority = address[start...].prefix { !"/?#".contains($0) }
        let hostAndPort = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        let afterHost =
            hostAndPort.lastIndex(of: "]").map { hostAndPort[hostAndPort.index(after: $0)...] } ?? hostAndPort
        guard let colon = afterHost.lastIndex(of: ":") else { return nil }
        return afterHost[afterHost.index(after: colon)...]
    }
}
