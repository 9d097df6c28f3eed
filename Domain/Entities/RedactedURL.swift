import Foundation

/// A URL as it may be shown or stored: any password (and a lone user name, often a token), every query value, every
/// fragment value (`#access_token=…`) and every path parameter's value (`;jsessionid=…`) replaced by `***`.
///
/// `https://user:secret@host/m.json` becomes `https://user:***@host/m.json`, `https://token@host/m.json` becomes
/// `https://***@host/m.json`, and `https://host/m.json?access_token=abc&v=2` becomes
/// `https://host/m.json?access_token=***&v=***`: a query is where signed and token-bearing links carry their secret,
/// under names no list could cover, so every value is masked and the names are kept. The sync history, the logs and
/// every error that names a URL hold this text, never the URL as typed; a URL with anything to mask
/// (``hasSecrets(_:)``) is not stored at all. The text is read as text, so a string that does not parse as a URL is
/// masked as well.
public enum RedactedURL {
    /// The URL's text with its credentials and query values masked; unchanged when it has none.
    public static func text(_ url: URL) -> String {
        text(url.absoluteString)
    }

    /// The same for a URL given as text.
    public static func text(_ string: String) -> String {
        guard let schemeEnd = string.range(of: "://") else { return string }
        let authorityStart = schemeEnd.upperBound
        let rest = string[authorityStart...]
        let authorityEnd = rest.firstIndex(where: { "/?#".contains($0) }) ?? string.endIndex
        var shown = String(string[..<authorityStart])
        if let at = string[authorityStart..<authorityEnd].lastIndex(of: "@") {
            let userInfo = string[authorityStart..<at]
            shown += userInfo.firstIndex(of: ":").map { "\(userInfo[..<$0]):***" } ?? "***"
            shown += string[at..<authorityEnd]
        } else {
            shown += string[authorityStart..<authorityEnd]
        }
        let afterAuthority = string[authorityEnd...]
        let fragmentStart = afterAuthority.firstIndex(of: "#") ?? afterAuthority.endIndex
        let queryStart = afterAuthority[..<fragmentStart].firstIndex(of: "?") ?? fragmentStart
        shown += maskedPathParameters(afterAuthority[..<queryStart])
        if queryStart < fragmentStart {
            shown += "?" + maskedValues(afterAuthority[afterAuthority.index(after: queryStart)..<fragmentStart])
        }
        if fragmentStart < afterAuthority.endIndex {
            shown += "#" + maskedValues(afterAuthority[afterAuthority.index(after: fragmentStart)...])
        }
        return shown
    }

    /// `a=1&b&c=3` as `a=***&***&c=***`: names kept, every value masked.
    private static func maskedValues(_ text: Substring) -> String {
        text.split(separator: "&", omittingEmptySubsequences: false).map { part in
            if let equals = part.firstIndex(of: "=") { return "\(part[..<equals])=***" }
            return part.isEmpty ? "" : "***"
        }.joined(separator: "&")
    }

    /// A path's parameters (`/m.json;jsessionid=abc`) with their values masked (`;jsessionid=***`); a parameter
    /// without a value is kept.
    private static func maskedPathParameters(_ path: Substring) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            let pieces = segment.split(separator: ";", omittingEmptySubsequences: false)
            guard pieces.count > 1 else { return String(segment) }
            let parameters = pieces.dropFirst().map { piece in
                piece.firstIndex(of: "=").map { "\(piece[..<$0])=***" } ?? String(piece)
            }
            return ([String(pieces[0])] + parameters).joined(separator: ";")
        }.joined(separator: "/")
    }

    /// Whether the URL carries something ``text(_:)`` masks: a user name, a password or a query. Such a URL is
    /// never stored, since the stored text could not be used again and the real one must not be kept.
    public static func hasSecrets(_ url: URL) -> Bool {
        url.user != nil || url.password != nil || url.query != nil || url.fragment != nil
            || text(url.absoluteString) != url.absoluteString
    }
}
