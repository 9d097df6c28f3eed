import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

@Suite("ATMIndexPage")
struct ATMIndexPageTests {
    @Test("the ATM page lists the territories with ATMs, and the index and every header link to it")
    func listsTerritories() async throws {
        let folder = try await ATMTerritoryPageTests.site(try await ATMTerritoryPageTests.catalog())
        defer { folder.remove() }
        let page = ParsedHTML(try folder.contents(of: "atms.html"))
        let rows = page.all("li").filter { $0.attributes["id"] == nil }.map { $0.text }
        #expect(rows.contains("Distrito Capital2 ATMs") && rows.contains("ATMs with no territory1 ATM"))
        let lead = page.all("p").first { $0.attributes["class"] == "lead" }
        #expect(lead?.text == "5 ATMs where you can buy or sell Dash for cash.")
        let index = ParsedHTML(try folder.contents(of: "index.html"))
        #expect(index.all("a").contains { $0.attributes["href"] == "atms.html" && $0.text == "ATMs by territory" })
        let merchant = ParsedHTML(try folder.contents(of: "merchants/deli-24--m-deli.html"))
        #expect(merchant.all("a").contains { $0.attributes["href"] == "../atms.html" && $0.text == "ATMs" })
    }

    @Test("a site without ATMs has no ATM page, no ATM section and no ATM link")
    func siteWithoutATMs() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer().render(try await CatalogFixture.catalog(), to: folder)
        #expect(!folder.relativePaths().contains { $0.contains("atm") })
        let index = try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!index.contains("atms.html") && !index.contains("ATM"))
    }
}
