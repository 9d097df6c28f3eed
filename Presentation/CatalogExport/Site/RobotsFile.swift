import Foundation

/// `robots.txt`: every crawler may read every page, and, when the site has a sitemap, where it is.
///
/// Crawlers read `robots.txt` only at the root of a host: a site published in a folder (`https://example.org/dash/`)
/// gets the file all the same, for its publisher to merge into the host's own.
enum RobotsFile {
    /// The file's text, naming the sitemap at `sitemap` when there is one.
    static func contents(sitemap: String?) -> Data {
        var lines = ["User-agent: *", "Allow: /"]
        if let sitemap { lines.append("Sitemap: \(sitemap)") }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }
}
