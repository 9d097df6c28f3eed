import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

@Suite("IndexPage")
struct IndexPageTests {
    static func index(of catalog: Catalog) async throws -> ParsedHTML {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer().render(catalog, to: folder)
        return ParsedHTML(try folder.contents(of: "index.html"))
    }

    @Test("a count of zero gets no card: a directory of Dash shops shows no gift-card, online or ATM card")
    func zeroCardsLeftOut() async throws {
        let shops = CatalogFixture.merchants.filter { $0.paymentMethod == .dash && $0.type == .physical }
        let index = try await Self.index(of: try await CatalogFixture.catalog(shops))
        #expect(index.all("dt").map(\.text) == ["Merchants", "Locations", "Take Dash directly", "In shops"])
        #expect(!index.all("dd").contains { $0.text == "0" })
    }

    @Test("with ATMs, the index counts them, names their territories and links to their page")
    func atmSection() async throws {
        let index = try await Self.index(of: try await CatalogFixture.catalogWithATMs())
        #expect(index.all("dt").map(\.text).last == "ATMs")
        let section = index.all("section").first { $0.attributes["aria-labelledby"] == "atms" }
        #expect(section?.text.contains("5 ATMs where you can buy or sell Dash for cash, in 3 territories.") == true)
    }

    @Test("the index has a search box that opens the search page, which works without script")
    func searchBox() async throws {
        let index = try await Self.index(of: try await CatalogFixture.catalog())
        let form = try #require(index.all("form").first)
        #expect(form.attributes["action"] == "search.html")
        #expect(index.all("input").first?.attributes["name"] == "q")
    }
}
