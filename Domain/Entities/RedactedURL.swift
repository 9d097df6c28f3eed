import Foundation

/// A URL as it may be shown or stored: any password (and a lone user name, often a token) replaced by `***`.
///
/// `https://user:secret@host/m.json` becomes `https://user:***@host/m.json`, and `https://token@host/m.json`
/// becomes `https://***@host/m.json`. The sync history and every error that names a URL hold this text, never
/// the URL as typed. The text is read as text, so a string that does not parse as a URL is masked as well.
public enum RedactedURL {
    /// The URL's text with its credentials masked; unchanged when it has none.
    public static func text(_ url: URL) -> String {
        text(url.absoluteString)
    }

    /// The same for a URL given as text.
    public static func text(_ string: String) -> String {
        guard let schemeEnd = string.range(of: "://") else { return string }
        let authorityStart = schemeEnd.upperBound
        let rest = string[authorityStart...]
        let authorityEnd = rest.firstIndex(where: { "/?#".contains($0) }) ?? string.endIndex
        guard let at = string[authorityStart..<authorityEnd].lastIndex(of: "@") else { return string }
        let userInfo = string[authorityStart..<at]
        let masked = userInfo.firstIndex(of: ":").map { "\(userInfo[..<$0]):***" } ?? "***"
        return String(string[..<authorityStart]) + masked + String(string[at...])
    }
}
