import Foundation

/// A merchant's website, safe to show as a link: always `http` or `https`, with a host.
///
/// Real files hold bare domains (`example.com`), e-mail addresses and worse in the `website` column; only
/// values that are clearly web addresses become links. Everything else is dropped, never rendered as a link.
public struct WebLink: Hashable, Sendable, CustomStringConvertible {
    public let url: URL

    /// Parses a stored website value, giving it an `https` scheme when it has none.
    /// Returns `nil` for e-mail addresses, `javascript:`, `data:` and other schemes, spaces and control characters.
    public init?(parsing raw: String) {
        let text = Self.trimmed(raw)
        // Control characters (general category Cc) are exactly U+0000–U+001F and U+007F–U+009F.
        guard !text.isEmpty, text.count <= 2048,
            !text.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) })
        else { return nil }
        let lowered = text.lowercased()
        let candidate: String
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            candidate = String(text)
        } else if lowered.range(of: "^[a-z][a-z0-9+.-]*:", options: .regularExpression) != nil
            && !lowered.contains("://") && lowered.range(of: "^[^:/]+:[0-9]+", options: .regularExpression) == nil
        {
            return nil  // Some other scheme: javascript:, data:, mailto:, tel:, ...
        } else if lowered.contains("://") {
            return nil  // ftp://, file://, ...
        } else {
            candidate = "https://" + text
        }
        guard let url = URL(string: candidate), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https",
            let host = url.host, host.contains("."), !host.hasPrefix("."), !host.hasSuffix("."),
            url.user == nil, url.password == nil
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
}
