import Foundation

/// A merchant's website, safe to show as a link: always `http` or `https`, with a host.
///
/// Real files hold bare domains (`example.com`), e-mail addresses and worse in the `website` column; only
/// values that are clearly web addresses become links. Everything else is dropped, never rendered as a link.
public struct WebLink: Hashable, Sendable, CustomStringConvertible {
    public let url: URL

    /// The longest address a link may have, as stored and as written out (percent-escaping makes an address longer:
    /// each `é` becomes `%C3%A9`), so that a link read back from a page or a catalog parses again.
    public static let maximumLength = 2048

    /// Parses a stored website value, giving it an `https` scheme when it has none.
    /// Returns `nil` for e-mail addresses, `javascript:`, `data:` and other schemes, spaces and control characters,
    /// and for addresses longer than ``maximumLength`` once written out.
    public init?(parsing raw: String) {
        let text = Self.trimmed(raw)
        // Control characters (general category Cc) are exactly U+0000–U+001F and U+007F–U+009F.
        guard !text.isEmpty, text.count <= Self.maximumLength,
            !text.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) })
        else { return nil }
        let lowered = text.lowercased()
        let candidate: String
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            candidate = String(text)
        } else if Self.startsWithScheme(lowered) && !lowered.contains("://") && !Self.startsWithPort(lowered) {
            return nil  // Some other scheme: javascript:, data:, mailto:, tel:, ...
        } else if lowered.contains("://") {
            return nil  // ftp://, file://, ...
        } else {
            candidate = "https://" + text
        }
        guard let url = URL(string: candidate), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https",
            let host = url.host, host.contains("."), !host.hasPrefix("."), !host.hasSuffix("."),
            url.user == nil, url.password == nil, url.absoluteString.utf8.count <= Self.maximumLength
        else { return nil }
        self.url = url
    }

    public var description: String { url.absoluteString }

    /// `raw` without leading and trailing white space (the Unicode White_Space property, the set Foundation's
    /// `whitespacesAndNewlines` holds), without Foundation's bridging: every listing row parses a map link.
    private static func trimmed(_ raw: String) -> Substring {
        let scalars = raw.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return Substring(scalars[first...last])
    }

    // The scheme and port checks below scan bytes instead of running regular expressions: a catalog parses a
    // website and a map link for each of a few hundred thousand locations.

    /// Whether lower-cased text starts with a URI scheme and its colon: `[a-z][a-z0-9+.-]*:`.
    private static func startsWithScheme(_ lowered: String) -> Bool {
        var bytes = lowered.utf8.makeIterator()
        guard let first = bytes.next(), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: ":"): return true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"),
                UInt8(ascii: "."), UInt8(ascii: "-"):
                continue
            default: return false
            }
        }
        return false
    }

    /// Whether the text starts with a host and a port, `[^:/]+:[0-9]+` (`example.com:8080`), which is no scheme.
    private static func startsWithPort(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let stop = bytes.firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") }), stop > 0,
            bytes[stop] == UInt8(ascii: ":"), stop + 1 < bytes.count
        else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[stop + 1])
    }
}
