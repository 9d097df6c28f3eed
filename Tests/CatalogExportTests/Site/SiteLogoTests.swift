import CatalogExport
import Foundation
import Testing

@Suite("SiteLogo")
struct SiteLogoTests {
    /// A PNG image of one pixel.
    static let png = Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4PlkKAAQpAaUswe40AAAAAElFTkSuQmCC")!

    @Test("PNG, JPEG, GIF and WebP are told by their first bytes, and named after them")
    func rasterImagesByTheirBytes() {
        #expect(SiteLogo(Self.png)?.fileName == "logo.png")
        #expect(SiteLogo(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]))?.fileName == "logo.jpg")
        #expect(SiteLogo(Data("GIF89a....".utf8))?.fileName == "logo.gif")
        #expect(SiteLogo(Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8))?.fileName == "logo.webp")
    }

    @Test("an SVG (which can carry script), HTML named .png, an empty file and a file over 1 MB are refused")
    func anythingElseIsRefused() {
        #expect(SiteLogo(Data("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>".utf8)) == nil)
        #expect(SiteLogo(Data("<html><script>alert(1)</script>".utf8)) == nil)
        #expect(SiteLogo(Data()) == nil)
        #expect(SiteLogo(Self.png + Data(count: SiteLogo.maximumBytes)) == nil)
    }
}
