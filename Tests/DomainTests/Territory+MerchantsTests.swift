import Domain
import TestSupport
import Testing

@Suite struct TerritoryMerchantsTests {
    @Test func everyTerritoryByNameCountsEachMerchantOnce() {
        let cafe = Fixtures.cafe.with(
            KeptLocations(Fixtures.cafe.locations + [Fixtures.location(9, Fixtures.valencia, territory: "Carabobo")]))
        #expect(
            Territory.all(of: [cafe, Fixtures.bookshop, Fixtures.grocer])
                == [
                    Territory(name: "Beirut", merchantCount: 1), Territory(name: "Carabobo", merchantCount: 1),
                    Territory(name: "Distrito Capital", merchantCount: 1),
                    Territory(name: "New York", merchantCount: 1),
                ])
        #expect(Territory.all(of: [Fixtures.bookshop]) == [])
    }
}
