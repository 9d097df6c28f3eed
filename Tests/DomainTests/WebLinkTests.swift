import Domain
import Foundation
import Testing

@Suite("WebLink")
struct WebLinkTests {
    @Test(
        "web addresses become links, bare domains given https",
        arguments: [
            ("example.com", "https://example.com"),
            ("www.example.com/shop?id=1", "https://www.example.com/shop?id=1"),
            ("  example.com \n", "https://example.com"),
            ("\t\u{000B}example.com\u{000C}\r", "https://example.com"),
            ("\u{00A0}example.com/menú\u{2003}", "https://example.com/men%C3%BA"),
            ("http://example.com", "http://example.com"),
            ("https://example.com/a/b", "https://example.com/a/b"),
            ("HTTP://Example.com", "HTTP://Example.com"),
            ("example.com:8080", "https://example.com:8080"),
            ("example.com:8080/menu", "https://example.com:8080/menu"),
            ("http://example.com:8080", "http://example.com:8080"),
        ])
    func acceptedAddresses(_ stored: String, _ expected: String) {
        #expect(WebLink(parsing: stored)?.description == expected)
    }

    @Test("the scheme of a link is only ever http or https")
    func schemeIsHTTP() {
        for stored in ["example.com", "http://example.com", "HTTPS://EXAMPLE.COM", "example.com:443"] {
            let scheme = WebLink(parsing: stored)?.url.scheme?.lowercased()
            #expect(scheme == "http" || scheme == "https", "\(stored)")
        }
    }

    @Test(
        "anything that is not clearly a web address is dropped",
        arguments: [
            "", "   ", "info@example.com", "mailto:info@example.com", "javascript:alert(1)", "JavaScript:alert(1)",
            "JAVASCRIPT:void(0)", "javascript://example.com/%0Aalert(1)", "data:text/html,<script>x</script>",
            "tel:+582125551234", "ftp://example.com", "file:///etc/passwd", "exa mple.com", "example.com/a b",
            "example.com\u{0007}", "\u{0000}example.com", "exam\u{001B}[31mple.com", "example.com\u{0085}x",
            "https://", "http://localhost", "localhost:8080", "https://user:secret@example.com",
            "user@example.com/path", "https://.example.com", "https://example.", "not a website",
            String(repeating: "a", count: 2050) + ".com",
        ])
    func rejectedValues(_ stored: String) {
        #expect(WebLink(parsing: stored) == nil)
    }

    @Test("an address whose written-out form is longer than the limit is no link, so every link parses again")
    func writtenOutLengthIsCapped() throws {
        let accented = "shop.example.com/" + String(repeating: "é", count: 400)
        #expect(accented.count <= WebLink.maximumLength)
        #expect(WebLink(parsing: accented) == nil)
        let link = try #require(WebLink(parsing: "shop.example.com/" + String(repeating: "é", count: 300)))
        #expect(link.description.utf8.count <= WebLink.maximumLength)
        #expect(WebLink(parsing: link.description) == link)
    }

    @Test(
        "a plain address checked by bytes is written out exactly as URL writes it",
        arguments: [
            "https://maps.example.com/?q=-1.338889,36.846203", "https://neatrux-plumiver.example.com",
            "www.example.com/a_b~c/d.html?x=1&y=2+3;z", "HTTP://Example.COM/Path", "http://a.b",
            "https://xn--caf-dma.example/", "example.com/menu?", "https://example.com//double//slash",
        ])
    func plainAddressesMatchURL(_ stored: String) throws {
        let link = try #require(WebLink(parsing: stored))
        let candidate = stored.lowercased().hasPrefix("http") ? stored : "https://" + stored
        let url = try #require(URL(string: candidate))
        #expect(link.address == url.absoluteString)
        #expect(link.url == url)
        #expect(link.url.host == url.host)
    }
}
