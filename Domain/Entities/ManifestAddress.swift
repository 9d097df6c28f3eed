import Foundation

/// Where a published snapshot's manifest is, as a person writes it: a web address or a file.
public enum ManifestAddress {
    /// The manifest's URL from `text`: an `https://`, `http://` or `file://` URL, or the absolute path of a file
    /// (`/srv/explore/manifest.json`). Surrounding spaces are ignored. A web address must pass ``RemoteAddress``.
    public static func url(from text: String) throws(SyncError) -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("/") { return URL(fileURLWithPath: trimmed).standardizedFileURL }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            ["file", "http", "https"].contains(scheme),
            scheme == "file" ? !url.path.isEmpty : url.host?.isEmpty == false
        else { throw .unsupportedURL(trimmed) }
        guard scheme != "file" else { return url }
        do {
            return try RemoteAddress.checked(url)
        } catch {
            throw .refusedAddress(error)
        }
    }

    /// How a manifest URL reads back: a file's path, or the web address.
    public static func text(of url: URL) -> String {
        url.isFileURL ? url.path : RedactedURL.text(url)
    }
}
