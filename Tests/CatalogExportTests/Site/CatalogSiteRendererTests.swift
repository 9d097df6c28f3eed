import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

@Suite("CatalogSiteRenderer")
struct CatalogSiteRendererTests {
    /// Small pages, so that the fixture exercises numbered territory pages too.
    static let options = CatalogSiteOptions(
        baseURL: URL(string: "https://catalog.example.org/dash"), merchantsPerPage: 4)

    @Test("the fixture's site, with its ATMs, matches its golden files")
    func matchesGolden() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer(options: Self.options).render(
            try await CatalogFixture.catalogWithATMs(), to: folder)
        try GoldenFolder.check(folder, against: "site")
    }

    @Test("every page and the stylesheet pass the W3C Nu validator with no error")
    func passesNuValidator() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer(options: Self.options).render(
            try await CatalogFixture.catalogWithATMs(), to: folder)
        // Green Grocer sells only through PiggyCards: without the trait it has no page. Five pages are the ATMs', one
        // is 404.html.
        let pages = GiftCardProvider.piggyCards.isEnabled ? 35 : 34
        #expect(folder.relativePaths().filter { $0.hasSuffix(".html") }.count == pages)
        let errors = try await NuValidator.errors(in: folder.url)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("every page has one h1, a language, landmarks and a skip link to main")
    func pagesAreAccessible() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer(options: Self.options).render(
            try await CatalogFixture.catalogWithATMs(), to: folder)
        for path in folder.relativePaths() where path.hasSuffix(".html") {
            let page = ParsedHTML(try folder.contents(of: path))
            #expect(page.all("h1").count == 1, "\(path)")
            #expect(page.all("html").first?.attributes["lang"] == "en", "\(path)")
            for landmark in ["header", "nav", "main", "footer"] { #expect(!page.all(landmark).isEmpty, "\(path)") }
            #expect(page.all("a").first?.attributes["href"] == "#main", "\(path)")
            #expect(page.all("main").first?.attributes["id"] == "main", "\(path)")
        }
    }

    @Test("with a base URL every page has its canonical address, robots.txt names the sitemap, and the icons are there")
    func publishingFiles() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer(options: Self.options).render(
            try await CatalogFixture.catalogWithATMs(), to: folder)
        for path in folder.relativePaths() where path.hasSuffix(".html") {
            let page = ParsedHTML(try folder.contents(of: path))
            let canonical = page.all("link").first { $0.attributes["rel"] == "canonical" }?.attributes["href"]
            let url = page.all("meta").first { $0.attributes["property"] == "og:url" }?.attributes["content"]
            let expected = path == "404.html" ? nil : "https://catalog.example.org/dash/\(path)"
            #expect(canonical == expected && url == expected, "\(path)")
            let properties = page.all("meta").compactMap { $0.attributes["property"] }
            #expect(Set(properties).isSuperset(of: ["og:title", "og:description", "og:type", "og:site_name"]))
            let icons = page.all("link").filter { $0.attributes["rel"] == "icon" }.compactMap { $0.attributes["href"] }
            let prefix = path == "404.html" ? "/dash/" : String(repeating: "../", count: path.count { $0 == "/" })
            #expect(icons == [prefix + "favicon.ico", prefix + "favicon.svg"], "\(path)")
        }
        let robots = String(decoding: try folder.contents(of: "robots.txt"), as: UTF8.self)
        #expect(robots == "User-agent: *\nAllow: /\nSitemap: https://catalog.example.org/dash/sitemap.xml\n")
        let icon = try folder.contents(of: "favicon.ico")
        // An ICO file: reserved 0, type 1 (icon), one image of 32 by 32 pixels.
        #expect(Array(icon.prefix(8)) == [0, 0, 1, 0, 1, 0, 32, 32])
        let sitemap = String(decoding: try folder.contents(of: "sitemap-1.xml"), as: UTF8.self)
        #expect(!sitemap.contains("404.html"))
    }

    @Test("without a base URL no page claims an address, robots.txt names no sitemap, and 404.html links from /")
    func publishingFilesWithoutBaseURL() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer().render(try await CatalogFixture.catalog(), to: folder)
        for path in folder.relativePaths() where path.hasSuffix(".html") {
            let page = ParsedHTML(try folder.contents(of: path))
            #expect(!page.all("link").contains { $0.attributes["rel"] == "canonical" }, "\(path)")
            #expect(!page.all("meta").contains { $0.attributes["property"] == "og:url" }, "\(path)")
        }
        #expect(String(decoding: try folder.contents(of: "robots.txt"), as: UTF8.self) == "User-agent: *\nAllow: /\n")
        let notFound = ParsedHTML(try folder.contents(of: "404.html"))
        let links = notFound.all("a").compactMap { $0.attributes["href"] }.filter { $0 != "#main" }
        #expect(!links.isEmpty && links.allSatisfy { $0.hasPrefix("/") }, "\(links)")
        #expect(notFound.all("h1").map(\.text) == ["Page not found"])
    }

    @Test("a territory of many pages has the pager above and below its list, and every row says where it is")
    func pagedTerritory() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer(options: CatalogSiteOptions(merchantsPerPage: 1)).render(
            try await CatalogFixture.catalog(), to: folder)
        let paths = folder.relativePaths().filter { $0.hasPrefix("territories/") }
        for path in paths {
            let page = ParsedHTML(try folder.contents(of: path))
            let pagers = page.all("nav").filter { $0.attributes["class"] == "pager" }
            let count = paths.filter { $0.hasPrefix(path.prefix { $0 != "." }) }.count
            #expect(pagers.count == (count > 1 ? 2 : 0), "\(path)")
            for row in page.all("li").filter({ $0.attributes["data-pay"] != nil }) {
                #expect(["dash", "gift-card"].contains(row.attributes["data-pay"]), "\(path)")
                #expect(Int(row.attributes["data-discount"] ?? "") != nil, "\(path)")
            }
        }
    }

    @Test("rendering twice gives byte-identical files")
    func isDeterministic() async throws {
        let first = try TemporaryCatalogFolder()
        let second = try TemporaryCatalogFolder()
        defer {
            first.remove()
            second.remove()
        }
        try await CatalogSiteRenderer(options: Self.options).render(
            try await CatalogFixture.catalogWithATMs(), to: first)
        try await CatalogSiteRenderer(options: Self.options).render(
            try await CatalogFixture.catalogWithATMs(), to: second)
        #expect(first.relativePaths() == second.relativePaths())
        for path in first.relativePaths() {
            #expect(try first.contents(of: path) == second.contents(of: path), "\(path)")
        }
    }

    @Test("with no base URL there is no sitemap, and without search no search files")
    func optionalFiles() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let options = CatalogSiteOptions(baseURL: nil, includesSearch: false)
        try await CatalogSiteRenderer(options: options).render(try await CatalogFixture.catalog(), to: folder)
        let paths = folder.relativePaths()
        #expect(!paths.contains { $0.hasPrefix("sitemap") || $0.hasPrefix("search") })
        #expect(paths.contains("index.html"))
        let index = ParsedHTML(try folder.contents(of: "index.html"))
        #expect(!index.all("a").contains { $0.attributes["href"] == "search.html" })
    }

    @Test(
        "a base URL that is not plain http or https is refused before anything is written",
        arguments: ["javascript:alert(1)", "file:///tmp/site", "https://example.org/?page=", "https://example.org/#x"])
    func refusesOtherSchemes(baseURL: String) async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let options = CatalogSiteOptions(baseURL: URL(string: baseURL))
        await #expect {
            try await CatalogSiteRenderer(options: options).render(try await CatalogFixture.catalog(), to: folder)
        } throws: { error in
            guard case CatalogError.invalidOption = error else { return false }
            return true
        }
        #expect(folder.relativePaths().isEmpty)
    }

    @Test("a territory site has pages for that territory and its merchants only")
    func territorySite() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer().render(try await CatalogFixture.catalog(territory: "Aragua"), to: folder)
        let paths = folder.relativePaths()
        #expect(paths.filter { $0.hasPrefix("territories/") } == ["territories/aragua.html"])
        #expect(paths.filter { $0.hasPrefix("merchants/") }.count == 3)
        #expect(!paths.contains("other-merchants.html"))
        let zeta = ParsedHTML(try folder.contents(of: "merchants/zeta-supermarkets--m-chain.html"))
        let territoryLinks = zeta.all("a").compactMap { $0.attributes["href"] }.filter { $0.contains("territories/") }
        #expect(territoryLinks == ["../territories/aragua.html"])
        let lead = ParsedHTML(try folder.contents(of: "index.html")).all("p").first { $0.attributes["class"] == "lead" }
        #expect(lead?.text == "Where to spend Dash in Aragua: 3 merchants at 5 locations.")
    }

    @Test("a merchant with more locations than it carries lists the kept ones and counts the rest")
    func bigMerchantPage() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let catalog = try await CatalogFixture.catalog([CatalogFixture.bigChain])
        try await CatalogSiteRenderer().render(catalog, to: folder)
        let page = ParsedHTML(try folder.contents(of: "merchants/cadena-grande--m-cadena.html"))
        #expect(page.all("h2").map(\.text).contains("Locations (1,002)"))
        #expect(page.all("p").map(\.text).contains("and 2 more locations"))
        #expect(page.all("li").filter { $0.text.hasPrefix("Local ") }.count == KeptLocations.limit)
        // Its territories are those of all its shops, listed or not.
        let territoryLinks = page.all("a").compactMap { $0.attributes["href"] }.filter { $0.contains("territories/") }
        #expect(territoryLinks.contains("../territories/miranda.html"))
    }

    @Test("two merchants that would share a page stop the site instead of overwriting one another")
    func refusesCollisions() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let twin = Merchant(id: MerchantID("m-twin"), name: "Twin", type: .online, paymentMethod: .dash)
        await #expect(throws: CatalogError.fileNameCollision("merchants/twin--m-twin.html")) {
            try await CatalogSiteRenderer().render(try await CatalogFixture.catalog([twin, twin]), to: folder)
        }
    }

    @Test("progress counts every merchant page against the summary's total")
    func reportsProgress() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let log = ProgressLog()
        try await CatalogSiteRenderer().render(try await CatalogFixture.catalog(), to: folder) { log.append($0) }
        let count = InMemoryDirectory.shown(CatalogFixture.merchants).count
        #expect(log.items == (1...count).map { CatalogProgress(written: $0, total: count) })
    }
}
