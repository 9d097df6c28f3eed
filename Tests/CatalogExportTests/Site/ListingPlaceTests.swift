import Domain
import Testing

@testable import CatalogExport

@Suite("ListingPlace")
struct ListingPlaceTests {
    static func merchant(_ type: MerchantType, _ places: [(city: String?, territory: String)]) -> Merchant {
        Merchant(
            id: MerchantID("m"), name: "M", type: type, paymentMethod: .dash,
            locations: places.enumerated().map { Location(id: Int64($0), city: $1.city, territory: $1.territory) })
    }

    @Test("a web shop is online, wherever its rows say it is")
    func online() {
        #expect(ListingPlace.wording(Self.merchant(.online, [("Caracas", "Distrito Capital")])) == "Online")
        #expect(ListingPlace.wording(Self.merchant(.online, [])) == "Online")
    }

    @Test("a shop names its city, two cities, or its busiest city and how many others")
    func cities() {
        #expect(ListingPlace.wording(Self.merchant(.physical, [("Caracas", "DC")])) == "Caracas")
        #expect(
            ListingPlace.wording(Self.merchant(.physical, [("Caracas", "DC"), ("Valencia", "Carabobo")]))
                == "Caracas and Valencia")
        let chain = Self.merchant(
            .physical, [("Maracay", "Aragua"), ("Caracas", "DC"), ("Caracas", "DC"), ("Valencia", "Carabobo")])
        #expect(ListingPlace.wording(chain) == "Caracas and 2 other cities")
    }

    @Test("in a territory's list, only the cities in that territory count")
    func inTerritory() {
        let chain = Self.merchant(
            .both, [("Maracay", "Aragua"), ("Caracas", "DC"), ("Caracas", "DC"), ("Petare", "Miranda")])
        #expect(ListingPlace.wording(chain, in: "Aragua") == "Maracay and online")
        #expect(ListingPlace.wording(chain) == "Caracas, 2 other cities and online")
        #expect(ListingPlace.wording(chain, in: "Nowhere") == "Online and in shops")
    }

    @Test("with no city given, the line says how the merchant trades; a city of control characters is none")
    func noCity() {
        #expect(ListingPlace.wording(Self.merchant(.physical, [(nil, "DC")])) == "In shops")
        #expect(ListingPlace.wording(Self.merchant(.physical, [("\u{1B}\u{7}", "DC")])) == "In shops")
    }

    @Test("a best-discount listing names its location's city and counts the other locations")
    func listing() {
        let one = MerchantListing(
            id: MerchantID("a"), name: "A", type: .physical, paymentMethod: .giftCard,
            location: Location(id: 1, city: "Beirut"), locationCount: 1)
        #expect(ListingPlace.wording(one) == "Beirut")
        var chain = one
        chain.type = .both
        chain.locationCount = 3
        #expect(ListingPlace.wording(chain) == "Beirut, 2 other locations and online")
        var web = one
        web.type = .online
        #expect(ListingPlace.wording(web) == "Online")
    }
}
