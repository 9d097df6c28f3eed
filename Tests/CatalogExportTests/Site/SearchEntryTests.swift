import Domain
import Testing

@testable import CatalogExport

@Suite("SearchEntry")
struct SearchEntryTests {
    static func point(_ latitude: Double, _ longitude: Double) -> Coordinate {
        Coordinate(latitude: latitude, longitude: longitude)!
    }

    @Test("coordinates become thousandths of a degree, each point once, in order; none is no list at all")
    func milliDegrees() {
        let points = [Self.point(10.4806, -66.9036), Self.point(10.48059, -66.90361), Self.point(-33.8688, 151.2093)]
        #expect(SearchEntry.milliDegrees(points) == [10481, -66904, -33869, 151209])
        #expect(SearchEntry.milliDegrees([]) == nil)
    }

    @Test("a large chain's repeated points are dropped too")
    func largeChain() {
        let points = (0..<40).map { Self.point(40 + Double($0 % 4) / 1000, -74) }
        #expect(SearchEntry.milliDegrees(points) == [40000, -74000, 40001, -74000, 40002, -74000, 40003, -74000])
    }

    @Test("an ATM's entry names what a person can do there and its city, and links to its place on its page")
    func atmEntry() {
        let atm = ATM(
            id: 7, name: "Kiosk\u{202E}", type: .sell,
            location: Location(id: 7, city: "Caracas", coordinate: Self.point(10.5, -66.9)))
        let entry = SearchEntry(atm, path: "atms/distrito-capital.html#atm-7")
        #expect(entry.name == "Kiosk" && entry.detail == "Sell Dash · Caracas" && entry.at == [10500, -66900])
    }
}
