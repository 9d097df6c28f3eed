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
        var places = SitePlaces(hasPage: { _ in true }, scratch: MemoryScratch())
        try places.add(
            Self.shop(
                "a", [("Caracas", "Distrito Capital"), ("Caracas", "Distrito Capital"), ("Valencia", "Carabobo")]))
        try places.add(Self.shop("b", [("Petare", "Distrito Capital")]))
        try places.add(
            ATM(id: 1, name: "ATM", location: Location(id: 1, city: "Caracas", territory: "Distrito Capital")))
        let capital = try #require(places.territory("Distrito Capital"))
        #expect(capital.merchantCount == 2 && capital.atmCount == 1)
        let found = places.places().map { "\($0.name)/\($0.key.city == nil ? "territory" : $0.key.territory)" }
        #expect(
            found == [
                "Carabobo/territory", "Caracas/Distrito Capital", "Distrito Capital/territory",
                "Petare/Distrito Capital", "Valencia/Carabobo",
            ])
        let caracas = try #require(places.places().first { $0.name == "Caracas" })
        #expect(caracas.tally.merchantCount == 1 && caracas.tally.atmCount == 1)
    }

    @Test("a territory's area covers the locations of all its cities and of none; a city's covers its own")
    func areas() throws {
        func at(_ city: String?, _ latitude: Double, _ longitude: Double) -> Location {
            Location(
                id: 1, city: city, territory: "Distrito Capital",
                coordinate: Coordinate(latitude: latitude, longitude: longitude))
        }
        var places = SitePlaces(hasPage: { _ in true }, scratch: MemoryScratch())
        try places.add(
            Merchant(
                id: MerchantID("a"), name: "A", type: .physical, paymentMethod: .dash,
                locations: [at("Caracas", 10.5, -66.5), at("Petare", 10.25, -66.75), at(nil, 10.75, -66.25)]))
        try places.add(ATM(id: 1, name: "ATM", location: at("Caracas", 10.5, -66.125)))
        try places.measure()
        let capital = try #require(places.territory("Distrito Capital"))
        #expect(
            capital.area
                == MapArea(latitudes: [10.5, 10.25, 10.75, 10.5], longitudes: [-66.5, -66.75, -66.25, -66.125]))
        let caracas = try #require(places.places().first { $0.name == "Caracas" })
        #expect(caracas.tally.area == MapArea(latitudes: [10.5, 10.5], longitudes: [-66.5, -66.125]))
    }

    @Test("points set aside in scratch space over several chunks draw the same areas as the points themselves")
    func areasFromScratch() throws {
        var places = SitePlaces(hasPage: { _ in true }, scratch: MemoryScratch())
        var latitudes: [String: [Float]] = [:]
        var longitudes: [String: [Float]] = [:]
        for number in 0..<3_000 {
            let city = ["Caracas", "Petare", "Baruta"][number % 3]
            let coordinate = try #require(
                Coordinate(latitude: 10 + Double(number % 97) / 1_000, longitude: -66 - Double(number % 89) / 1_000))
            try places.add(
                Merchant(
                    id: MerchantID("m\(number)"), name: "M", type: .physical, paymentMethod: .dash,
                    locations: [Location(id: 1, city: city, territory: "Miranda", coordinate: coordinate)]))
            latitudes[city, default: []].append(Float(coordinate.latitude))
            longitudes[city, default: []].append(Float(coordinate.longitude))
        }
        try places.measure()
        for city in ["Caracas", "Petare", "Baruta"] {
            let place = try #require(places.places().first { $0.name == city })
            #expect(place.tally.area == MapArea(latitudes: latitudes[city]!, longitudes: longitudes[city]!))
        }
        let all = ["Caracas", "Petare", "Baruta"]
        #expect(
            places.territory("Miranda")?.area
                == MapArea(
                    latitudes: all.flatMap { latitudes[$0]! }, longitudes: all.flatMap { longitudes[$0]! }))
    }

    @Test("a city named as its territory is the territory once; places outside territories with pages are left out")
    func leftOut() throws {
        var places = SitePlaces(hasPage: { $0 != "Hidden" }, scratch: MemoryScratch())
        try places.add(Self.shop("a", [("Beirut", "Beirut"), ("Nowhere", nil), ("Secret", "Hidden"), (nil, "Tyre")]))
        #expect(places.places().map(\.name) == ["Beirut", "Tyre"])
        #expect(places.territory("Hidden") == nil)
    }

    @Test("points the scratch space refuses stop the places with its error")
    func refusedPoints() throws {
        var places = SitePlaces(hasPage: { _ in true }, scratch: RefusingScratch())
        let coordinate = try #require(Coordinate(latitude: 10, longitude: -66))
        let merchant = Merchant(
            id: MerchantID("m"), name: "M", type: .physical, paymentMethod: .dash,
            locations: Array(
                repeating: Location(id: 1, city: "Caracas", territory: "Distrito Capital", coordinate: coordinate),
                count: 1_000))
        #expect(throws: RefusingScratch.error) { try places.add(merchant) }
    }
}
