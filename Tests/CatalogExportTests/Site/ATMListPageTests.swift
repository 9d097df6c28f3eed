import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

@Suite("ATMListPage")
struct ATMListPageTests {
    /// The fixture catalog with the test ATMs and a hostile one.
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

    @Test("a site with ATMs has an ATM page, linked from the index and listed in the sitemap, and stays Nu-valid")
    func siteWithATMs() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let options = CatalogSiteOptions(baseURL: URL(string: "https://catalog.example.org/dash"))
        try await CatalogSiteRenderer(options: options).render(try await Self.catalog(), to: folder)

        let page = try String(contentsOf: folder.url.appendingPathComponent("atms.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "<h1").count == 2)
        #expect(page.components(separatedBy: "<tr>").count - 1 == 1 + 5, "a heading row and one row per ATM")
        #expect(
            page.contains("<a href=\"https://atm.example.com\" rel=\"noopener noreferrer\">Plaza Venezuela ATM</a>"))
        #expect(page.contains("Buys and sells Dash"))
        #expect(page.contains("&lt;script&gt;") && !page.contains("<script"))
        #expect(!page.contains("javascript:") && !page.contains("\u{1B}") && !page.contains("\u{202E}"))
        let index = try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<a href=\"atms.html\" dir=\"auto\">5 ATMs</a>"))
        let sitemap = try String(contentsOf: folder.url.appendingPathComponent("sitemap-1.xml"), encoding: .utf8)
        #expect(sitemap.contains("https://catalog.example.org/dash/atms.html"))

        let errors = try NuValidator.errors(in: folder.url)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("a site without ATMs has no ATM page and no ATM section")
    func siteWithoutATMs() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer().render(try await CatalogFixture.catalog(), to: folder)
        #expect(!folder.relativePaths().contains("atms.html"))
        let index = try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!index.contains("atms.html"))
    }
}
