import Domain
import TestSupport
import Testing

@Suite struct CatalogOrderTests {
    private func merchant(_ id: String, _ name: String, territory: String? = nil) -> Merchant {
        Merchant(
            id: MerchantID(id), name: name, type: .physical, paymentMethod: .dash,
            locations: [Location(id: 1, territory: territory)])
    }

    @Test func merchantsSortByFoldedNameThenId() {
        let merchants = [
            merchant("1", "Cafetín"), merchant("2", "cafe"), merchant("3", "Zoo"), merchant("0", "Café"),
        ]
        #expect(CatalogOrder.sorted(merchants).map(\.id.rawValue) == ["0", "2", "1", "3"])
        #expect(CatalogOrder.key("Café", MerchantID("0")) == ("cafe", "0"))
    }

    @Test func aCatalogOfATerritoryListsMerchantsWithALocationThere() {
        #expect(Fixtures.cafe.isListed(inCatalogOf: "Carabobo"))
        #expect(!Fixtures.cafe.isListed(inCatalogOf: "Beirut"))
        #expect(Fixtures.bookshop.isListed(inCatalogOf: nil))
    }
}
