import Domain
import Foundation
import Testing

@Suite("RedactedURL")
struct RedactedURLTests {
    @Test(
        "a password, a lone user name and every query value are masked; the rest is kept as written",
        arguments: [
            (
                "https://user:secret@example.org/explore/manifest.json",
                "https://user:***@example.org/explore/manifest.json"
            ),
            ("https://token@example.org:8443/m.json?x=1", "https://***@example.org:8443/m.json?x=***"),
            ("http://a:b@c@example.org/m.json", "http://a:***@example.org/m.json"),
            (
                "https://example.org/m.json?next=http://u:p@elsewhere",
                "https://example.org/m.json?next=***"
            ),
            ("https://example.org/user@home/m.json", "https://example.org/user@home/m.json"),
            ("file:///srv/explore/manifest.json", "file:///srv/explore/manifest.json"),
            ("not a url", "not a url"),
            (
                "https://cdn.example.org/m.json?access_token=abc&X-Amz-Signature=f00&v#part",
                "https://cdn.example.org/m.json?access_token=***&X-Amz-Signature=***&***#***"
            ),
            ("https://example.org/m.json?", "https://example.org/m.json?"),
            ("https://example.org/m.json#a?b=c", "https://example.org/m.json#a?b=***"),
            ("https://example.org/m.json#access_token=SECRET", "https://example.org/m.json#access_token=***"),
            ("https://example.org/app;jsessionid=SECRET/m.json", "https://example.org/app;jsessionid=***/m.json"),
            ("https://example.org/m.json;jsessionid=SECRET?v=2", "https://example.org/m.json;jsessionid=***?v=***"),
            ("https://example.org?key=k", "https://example.org?key=***"),
        ])
    func masks(_ written: String, _ shown: String) {
        #expect(RedactedURL.text(written) == shown)
    }

    @Test("a URL with a user, a password, a query, a fragment or a path parameter has secrets")
    func secrets() {
        for text in [
            "https://u@h/m.json", "https://u:p@h/m.json", "https://h/m.json?t=1", "https://h/m.json?",
            "https://h/m.json#access_token=t", "https://h/m.json#x", "https://h/a;jsessionid=s/m.json",
        ] {
            #expect(RedactedURL.hasSecrets(URL(string: text)!), "\(text)")
        }
        for text in ["https://h/m.json", "https://h/a;b/m.json", "file:///srv/m.json"] {
            #expect(!RedactedURL.hasSecrets(URL(string: text)!), "\(text)")
        }
    }

    @Test("a URL value reads the same as its text")
    func urlValue() {
        #expect(
            RedactedURL.text(URL(string: "https://me:pw@example.org/m.json")!) == "https://me:***@example.org/m.json")
    }
}
