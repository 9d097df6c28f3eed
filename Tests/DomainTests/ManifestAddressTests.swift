import Domain
import Foundation
import Testing

@Suite struct ManifestAddressTests {
    @Test func webAddressesFileURLsAndAbsolutePathsAreManifests() throws {
        #expect(
            try ManifestAddress.url(from: "https://example.org/m.json") == URL(string: "https://example.org/m.json"))
        #expect(try ManifestAddress.url(from: "http://127.0.0.1:8080/m.json").host == "127.0.0.1")
        #expect(try ManifestAddress.url(from: "file:///srv/m.json") == URL(fileURLWithPath: "/srv/m.json"))
        #expect(try ManifestAddress.url(from: "  /srv/../srv/m.json ") == URL(fileURLWithPath: "/srv/m.json"))
    }

    @Test(arguments: ["", "m.json", "ftp://example.org/m.json", "https://", "javascript:alert(1)", "file://"])
    func anythingElseIsRefusedAsItWasTyped(_ text: String) {
        #expect(throws: SyncError.unsupportedURL(text)) { try ManifestAddress.url(from: text) }
    }

    @Test(arguments: ["0", "65536", "99999", "99999999999999999999999"])
    func aWebAddressWithAPortOutOfRangeIsRefusedNamingThePort(_ port: String) {
        let text = "http://127.0.0.1:\(port)/m.json"
        #expect(throws: SyncError.refusedAddress(RefusedAddress(address: text, problem: .port(port)))) {
            try ManifestAddress.url(from: text)
        }
    }

    @Test func aFileReadsBackAsItsPathAndAWebAddressAsItself() {
        #expect(ManifestAddress.text(of: URL(fileURLWithPath: "/srv/m.json")) == "/srv/m.json")
        #expect(ManifestAddress.text(of: URL(string: "https://example.org/m.json")!) == "https://example.org/m.json")
    }
}
