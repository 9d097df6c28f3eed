import Domain
import Foundation
import Fuzzing

/// Addresses from outside as a server or a command line may write them: `--from`, `--ctx-url`, a redirect's
/// `Location` (read against the address that answered, as CheckedRedirects reads it). Whatever ``RemoteAddress``
/// lets through is one an HTTP client can connect to: http(s), a host, and a port that fits in 16 bits, from 1 up.
/// The conversion below is the one NIO's `SocketAddress` makes, which stopped `explore sync` on a redirect to port
/// 99999 before the rule existed.
func check(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard size <= 4096 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let base = URL(string: "http://127.0.0.1:8080/pub/manifest.json")
    for candidate in [URL(string: text), URL(string: text, relativeTo: base)?.absoluteURL] {
        guard let url = candidate, RemoteAddress.problem(with: url) == nil else { continue }
        let scheme = url.scheme?.lowercased()
        require(scheme == "http" || scheme == "https", "\(url) passed with scheme \(scheme ?? "none")")
        require(url.host?.isEmpty == false, "\(url) passed without a host")
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        require(port >= 1, "\(url) passed with port \(port)")
        _ = UInt16(port)  // Traps, as NIO did, on a port past 65535.
        require((try? RemoteAddress.checked(url)) == url, "checked(\(url)) disagrees with problem(with:)")
    }
    return 0
}

runFuzzer { check($0, $1) }
