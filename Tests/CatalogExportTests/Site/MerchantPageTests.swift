import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

@Suite("MerchantPage")
struct MerchantPageTests {
    static func page(_ path: String, of merchants: [Merchant] = CatalogFixture.merchants) async throws -> ParsedHTML {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer().render(try await CatalogFixture.catalog(merchants), to: folder)
        return ParsedHTML(try folder.contents(of: path))
    }

    @Test("the name is the first thing in main, and a few territories are named under it")
    func nameFirst() async throws {
        let page = try await Self.page("merchants/zeta-supermarkets--m-chain.html")
        let main = try #require(page.elements.firstIndex { $0.name == "main" })
        #expect(page.elements[main + 1].name == "h1" && page.elements[main + 1].text == "Zeta Supermarkets")
        let territories = page.all("p").first { $0.attributes["class"] == "territories" }
        #expect(territories?.text == "In Aragua, Carabobo and Distrito Capital.")
    }

    @Test("a merchant in many territories lists them in a section after its locations")
    func manyTerritories() async throws {
        let locations = (1...29).map {
            Location(id: Int64($0), addressLines: ["Shop \($0)"], territory: "Region \($0)")
        }
        let chain = Merchant(
            id: MerchantID("m-wide"), name: "Wide Chain", type: .physical, paymentMethod: .dash, locations: locations)
        let page = try await Self.page("merchants/wide-chain--m-wide.html", of: [chain])
        let names = page.elements.filter { ["h1", "h2"].contains($0.name) }.map(\.text)
        #expect(names == ["Wide Chain", "Locations (29)", "Territories"])
        #expect(
            page.all("p").first { $0.attributes["class"] == "territories" }?.text == "In 29 territories, listed below.")
        #expect(page.all("a").filter { $0.attributes["href"]?.hasPrefix("../territories/") == true }.count == 29)
    }

    @Test("a phone with a country code is a tel: link; one without is plain text, as are location phones")
    func phones() async throws {
        let hotel = try await Self.page("merchants/hotel-avila--m-hotel.html")
        #expect(!hotel.all("a").contains { $0.attributes["href"]?.hasPrefix("tel:") == true })
        #expect(hotel.all("span").contains { $0.text == "0212-555-0199" && $0.attributes["class"] == "phone" })
        let arepera = try await Self.page("merchants/arepera-la-esquina--m-arepera.html")
        #expect(
            arepera.all("a").contains {
                $0.attributes["href"] == "tel:+582125550101" && $0.text == "+58 (212) 555-0101"
            })
        let links = hotel.all("a").map { $0.attributes["href"] ?? "" }
        #expect(links.contains("http://hotel.example.com/reservas?lang=es&x=1"))
        #expect(links.contains("https://www.openstreetmap.org/?mlat=10.5125&mlon=-66.8953#map=17/10.5125/-66.8953"))
    }
}
