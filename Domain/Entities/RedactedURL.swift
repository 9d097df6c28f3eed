import Foundation

/// A URL as it may be shown or stored: any password (and a lone user name, often a token) and every query value
/// replaced by `***`.
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
        guard let queryStart = afterAuthority.firstIndex(of: "?"),
            afterAuthority[..<queryStart].firstIndex(of: "#") == nil
        else { return shown + afterAuthority }
        let queryEnd = afterAuthority[queryStart...].firstIndex(of: "#") ?? afterAuthority.endIndex
        let query = afterAuthority[afterAuthority.index(after: queryStart)..<queryEnd]
        let masked = query.split(separator: "&", omittingEmptySubsequences: false).map { part in
            if let equals = part.firstIndex(of: "=") { return "\(part[..<equals])=***" }
            return part.isEmpty ? "" : "***"
        }
        return shown + afterAuthority[...queryStart] + masked.joined(separator: "&") + afterAuthority[queryEnd...]
    }

    /// Whether the URL carries something ``text(_:)`` masks: a user name, a password or a query. Such a URL is
    /// never stored, since the stored text could not be used again and the real one must not be kept.
    public static func hasSecrets(_ url: URL) -> Bool {
        url.user != nil || url.password != nil || url.query != nil
    }
}
