import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

@Suite("ATMTerritoryPage")
struct ATMTerritoryPageTests {
    /// The fixture catalog with the test ATMs and a hostile one, in no territory.
    static func catalog() async throws -> Catalog {
        var catalog = try await CatalogFixture.catalog()
        catalog.atms =
            Fixtures.atms + [
                ATM(
                    id: 99, name: "<script>alert(1)</script>\u{202E}evil", manufacturer: "\u{1B}[31mRed",
                    website: WebLink(parsing: "javascript:alert(1)"))
            ]
        return catalog
    }

    static func site(_ catalog: Catalog) async throws -> TemporaryCatalogFolder {
        let folder = try TemporaryCatalogFolder()
        let options = CatalogSiteOptions(baseURL: URL(string: "https://catalog.example.org/dash"))
        try await CatalogSiteRenderer(options: options).render(catalog, to: folder)
        return folder
    }

    @Test("each territory's ATMs have a page of their own, listed in the sitemap, and those in none share one")
    func pagePerTerritory() async throws {
        let folder = try await Self.site(try await Self.catalog())
        defer { folder.remove() }
        let pages = folder.relativePaths().filter { $0.hasPrefix("atms/") || $0.contains("atms.html") }
        #expect(
            pages == [
                "atms.html", "atms/carabobo.html", "atms/distrito-capital.html", "atms/new-york.html",
                "other-atms.html",
            ])
        let sitemap = try String(contentsOf: folder.url.appendingPathComponent("sitemap-1.xml"), encoding: .utf8)
        for page in pages { #expect(sitemap.contains("https://catalog.example.org/dash/\(page)"), "\(page)") }
        let capital = ParsedHTML(try folder.contents(of: "atms/distrito-capital.html"))
        #expect(capital.all("h1").map(\.text) == ["ATMs in Distrito Capital"])
        #expect(capital.all("li").compactMap { $0.attributes["id"] } == ["atm-11", "atm-14"], "in the catalog's order")
        #expect(capital.all("h2").map(\.text) == ["Plaza Venezuela ATM", "Airport ATM"])
    }

    @Test("each ATM says what a person can do there, from the person's side, with its maker, address and links")
    func wording() async throws {
        let folder = try await Self.site(try await Self.catalog())
        defer { folder.remove() }
        let capital = ParsedHTML(try folder.contents(of: "atms/distrito-capital.html"))
        let details = capital.all("p").filter { $0.attributes["class"] == "detail" }.map(\.text)
        #expect(details == ["Buy Dash · General Bytes", "Buy Dash"])
        let links = capital.all("a").compactMap { $0.attributes["href"] }
        #expect(links.contains("https://atm.example.com"))
        #expect(links.contains("tel:+582125550101"))
        #expect(links.contains("https://www.openstreetmap.org/?mlat=10.4806&mlon=-66.9036#map=17/10.4806/-66.9036"))
        #expect(links.contains("../territories/distrito-capital.html"), "the territory's merchants")
        #expect(links.contains { $0.hasPrefix("https://www.openstreetmap.org/#map=") }, "the area's map")
        let text = String(decoding: try folder.contents(of: "atms/carabobo.html"), as: UTF8.self)
        #expect(text.contains("Buy and sell Dash · Lamassu") && !text.contains("Buys"))
        let newYork = String(decoding: try folder.contents(of: "atms/new-york.html"), as: UTF8.self)
        #expect(newYork.contains("Sell Dash · LocalBTM") && !newYork.contains("Sells"))
    }

    @Test("hostile ATM text is escaped on the page of ATMs in no territory, and its javascript: website is no link")
    func hostileATM() async throws {
        let folder = try await Self.site(try await Self.catalog())
        defer { folder.remove() }
        let page = String(decoding: try folder.contents(of: "other-atms.html"), as: UTF8.self)
        #expect(page.contains("&lt;script&gt;") && !page.contains("<script"))
        #expect(!page.contains("javascript:") && !page.contains("\u{1B}") && !page.contains("\u{202E}"))
        #expect(page.contains("Type unknown · [31mRed"))
    }

    @Test("the ATM pages pass the W3C Nu validator")
    func staysValid() async throws {
        let folder = try await Self.site(try await Self.catalog())
        defer { folder.remove() }
        let errors = try await NuValidator.errors(in: folder.url)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("a site restricted to a territory has that territory's ATM page only")
    func restrictedSite() async throws {
        let folder = try await Self.site(try await CatalogFixture.catalogWithATMs(territory: "Carabobo"))
        defer { folder.remove() }
        #expect(folder.relativePaths().filter { $0.hasPrefix("atms/") } == ["atms/carabobo.html"])
        let territory = ParsedHTML(try folder.contents(of: "territories/carabobo.html"))
        #expect(
            territory.all("a").contains {
                $0.attributes["href"] == "../atms/carabobo.html" && $0.text == "1 ATM in Carabobo"
            })
    }
}
