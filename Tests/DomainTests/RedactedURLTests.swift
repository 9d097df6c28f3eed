import Domain
import Foundation
import Testing

@Suite("RedactedURL")
struct RedactedURLTests {
    @Test(
        "a password, or a lone user name, is masked; the rest is kept as written",
        arguments: [
            (
                "https://user:secret@example.org/explore/manifest.json",
                "https://user:***@example.org/explore/manifest.json"
            ),
            ("https://token@example.org:8443/m.json?x=1", "https://***@example.org:8443/m.json?x=1"),
            ("http://a:b@c@example.org/m.json", "http://a:***@example.org/m.json"),
            (
                "https://example.org/m.json?next=http://u:p@elsewhere",
                "https://example.org/m.json?next=http://u:p@elsewhere"
            ),
            ("https://example.org/user@home/m.json", "https://example.org/user@home/m.json"),
            ("file:///srv/explore/manifest.json", "file:///srv/explore/manifest.json"),
            ("not a url", "not a url"),
        ])
    func masks(_ written: String, _ shown: String) {
        #expect(RedactedURL.text(written) == shown)
    }

    @Test("a URL value reads the same as its text")
    func urlValue() {
        #expect(
            RedactedURL.text(URL(string: "https://me:pw@example.org/m.json")!) == "https://me:***@example.org/m.json")
    }
}
