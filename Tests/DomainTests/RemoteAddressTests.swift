import Domain
import Foundation
import Testing

@Suite struct RemoteAddressTests {
    @Test(arguments: [
        "http://127.0.0.1/m.json", "https://example.org:443/m.json", "http://127.0.0.1:1/x", "http://h:65535/x",
        "http://[::1]:8080/x", "http://[::1]/x", "https://user:pass@example.org/x", "http://example.org:/x",
        "HTTPS://example.org:0099/x",
    ])
    func anHTTPAddressWithAHostAndAPortInRangeMayBeConnectedTo(_ text: String) throws {
        let url = try #require(URL(string: text))
        #expect(RemoteAddress.problem(with: url) == nil)
        #expect(try RemoteAddress.checked(url) == url)
    }

    @Test(arguments: [
        ("http://127.0.0.1:0/x", "0"), ("http://127.0.0.1:65536/x", "65536"), ("http://127.0.0.1:99999/x", "99999"),
        ("http://[::1]:70000/x", "70000"), ("https://user:pw@example.org:99999/x", "99999"),
        // Too large for an Int: URL reads no port at all, and a client would connect to port 80.
        ("http://127.0.0.1:99999999999999999999999/x", "99999999999999999999999"),
        ("http://127.0.0.1:18446744073709551617/x", "18446744073709551617"),
    ])
    func aPortOutsideOneTo65535IsRefusedAsWritten(_ text: String, _ port: String) throws {
        let url = try #require(URL(string: text))
        #expect(RemoteAddress.problem(with: url) == .port(port))
    }

    @Test func anotherSchemeOrNoHostIsRefused() throws {
        #expect(RemoteAddress.problem(with: try #require(URL(string: "ftp://example.org/x"))) == .scheme("ftp"))
        #expect(RemoteAddress.problem(with: try #require(URL(string: "example.org/x"))) == .scheme(nil))
        #expect(RemoteAddress.problem(with: try #require(URL(string: "http:///x"))) == .noHost)
    }

    @Test func theRefusalNamesTheAddressMaskedAndWhereARedirectCameFrom() throws {
        let url = try #require(URL(string: "http://token@example.org:99999/x?key=secret"))
        let origin = try #require(URL(string: "https://example.org/m.json?sig=abc"))

        #expect(
            throws: RefusedAddress(
                address: "http://***@example.org:99999/x?key=***", problem: .port("99999"),
                redirectedFrom: "https://example.org/m.json?sig=***")
        ) {
            try RemoteAddress.checked(url, redirectedFrom: origin)
        }
    }
}
