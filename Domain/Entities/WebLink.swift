import Foundation

/// A merchant's website, safe to show as a link: always `http` or `https`, with a host.
///
/// Real files hold bare domains (`example.com`), e-mail addresses and worse in the `website` column; only
/// values that are clearly web addresses become links. Everything else is dropped, never rendered as a link.
public struct WebLink: Hashable, Sendable, CustomStringConvertible {
    /// The address as written out: what `URL` gives as its `absoluteString`.
    public let address: String

    /// The address as a `URL` (it always parses: ``init(parsing:)`` checked it).
    public var url: URL { URL(string: address) ?? URL(fileURLWithPath: "/") }

    /// The longest address a link may have, as stored and as written out (percent-escaping makes an address longer:
    /// each `é` becomes `%C3%A9`), so that a link read back from a page or a catalog parses again.
    public static let maximumLength = 2048

    /// Parses a stored website value, giving it an `https` scheme when it has none.
    /// Returns `nil` for e-mail addresses, `javascript:`, `data:` and other schemes, spaces and control characters,
    /// and for addresses longer than ``maximumLength`` once written out.
    public init?(parsing raw: String) {
        if let address = Self.plainAddress(raw) {
            self.address = address
            return
        }
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
        address = url.absoluteString
    }

    public var description: String { address }

    /// The address a stored value plainly is, checked byte by byte without building a `URL` (most stored values are
    /// such addresses): an optional `http://` or `https://` (any case), a host of ASCII letters, digits, dots and
    /// hyphens with a dot inside, then only unreserved characters and `/?=&,+;`. `URL` takes such an address as it
    /// is, so it is written out unchanged (`https://` added when the value has no scheme). `nil` sends anything else,
    /// white space included, through `URL`.
    private static func plainAddress(_ raw: String) -> String? {
        let bytes = raw.utf8
        let scheme = hasSchemePrefix(bytes, "https://") ? 8 : hasSchemePrefix(bytes, "http://") ? 7 : 0
        guard bytes.count + (scheme == 0 ? 8 : 0) <= maximumLength else { return nil }
        let start = bytes.index(bytes.startIndex, offsetBy: scheme)
        let end = bytes[start...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? bytes.endIndex
        let host = bytes[start..<end]
        let dot = UInt8(ascii: ".")
        guard let first = host.first, let last = host.last, first != dot, last != dot, host.contains(dot),
            host.allSatisfy({ isAlphanumeric($0) || $0 == dot || $0 == UInt8(ascii: "-") }),
            bytes[end...].allSatisfy(isPlainPathByte)
        else { return nil }
        return scheme == 0 ? "https://" + raw : raw
    }

    /// Whether `bytes` start with `prefix` (lower-case ASCII) in any case.
    private static func hasSchemePrefix(_ bytes: String.UTF8View, _ prefix: String) -> Bool {
        var text = bytes.makeIterator()
        for expected in prefix.utf8 {
            guard let byte = text.next(), ((0x41...0x5A).contains(byte) ? byte + 0x20 : byte) == expected else {
                return false
            }
        }
        return true
    }

    /// Letters, digits and `-._~/?=&,+;`: the bytes ``plainAddress(_:)`` accepts after the host.
    private static func isPlainPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
            UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: ","), UInt8(ascii: "+"),
            UInt8(ascii: ";"):
            true
        default: isAlphanumeric(byte)
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `raw` without leading and trailing white space (the Unicode White_Space property, the set Foundation's
    /// `whitespacesAndNewlines` holds).
    private static func trimmed(_ raw: String) -> Substring {
        let scalars = raw.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return Substring(scalars[first...last])
    }

    // The scheme and port checks below scan bytes: each is a few comparisons, clearer than a regular expression.

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
