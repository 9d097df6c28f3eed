import Domain
import Testing

@testable import CatalogExport

@Suite("SitePlaces")
struct SitePlacesTests {
    static func shop(_ id: String, _ places: [(city: String?, territory: String?)]) -> Merchant {
        Merchant(
            id: MerchantID(id), name: id, type: .physical, paymentMethod: .dash,
            locations: places.enumerated().map { offset, place in
                Location(
                    id: Int64(offset), city: place.city, territory: place.territory,
                    coordinate: Coordinate(latitude: 10 + Double(offset) / 100, longitude: -66))
            })
    }

    @Test("a merchant counts once in each territory and city it is in, however many shops it has there")
    func countsMerchantsOnce() throws {
        var places = SitePlaces(hasPage: { _ in true })
        places.add(
            Self.shop(
                "a", [("Caracas", "Distrito Capital"), ("Caracas", "Distrito Capital"), ("Valencia", "Carabobo")]))
        places.add(Self.shop("b", [("Petare", "Distrito Capital")]))
        places.add(ATM(id: 1, name: "ATM", location: Location(id: 1, city: "Caracas", territory: "Distrito Capital")))
        let capital = try #require(places.territory("Distrito Capital"))
        #expect(capital.merchantCount == 2 && capital.atmCount == 1 && capital.latitudes.count == 3)
        let found = places.places().map { "\($0.name)/\($0.key.city == nil ? "territory" : $0.key.territory)" }
        #expect(
            found == [
                "Carabobo/territory", "Caracas/Distrito Capital", "Distrito Capital/territory",
                "Petare/Distrito Capital", "Valencia/Carabobo",
            ])
        let caracas = try #require(places.places().first { $0.name == "Caracas" })
        #expect(caracas.tally.merchantCount == 1 && caracas.tally.atmCount == 1)
    }

    @Test("a city named as its territory is the territory once; places outside territories with pages are left out")
    func leftOut() {
        var places = SitePlaces(hasPage: { $0 != "Hidden" })
        places.add(Self.shop("a", [("Beirut", "Beirut"), ("Nowhere", nil), ("Secret", "Hidden"), (nil, "Tyre")]))
        #expect(places.places().map(\.name) == ["Beirut", "Tyre"])
        #expect(places.territory("Hidden") == nil)
    }
}
