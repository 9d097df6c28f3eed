import Domain
import TestSupport
import Testing

@Suite struct KeptLocationsTests {
    /// Locations 1…`count` on a line going east from Caracas, a hundredth of a degree apart; every third in Carabobo.
    static func line(_ count: Int) -> [Location] {
        (1...count).map { (index: Int) -> Location in
            let longitude: Double = Fixtures.caracas.longitude + Double(index) / 100
            let territory: String = index % 3 == 0 ? "Carabobo" : "Distrito Capital"
            return Fixtures.location(
                Int64(index), Coordinate(latitude: Fixtures.caracas.latitude, longitude: longitude),
                territory: territory)
        }
    }

    @Test func withoutAPositionTheFirstInTheDirectorysOrderAreKeptAndAllAreCounted() {
        let kept = KeptLocations(Self.line(2_500))
        #expect(kept.locations.map(\.id) == Array(1...1_000))
        #expect(kept.count == 2_500)
        #expect(kept.territories == ["Carabobo", "Distrito Capital"])
    }

    @Test func withAPositionTheNearestAreKeptInTheDirectorysOrder() {
        // From the far end of the line, the last thousand are the nearest.
        let far = Coordinate(latitude: Fixtures.caracas.latitude, longitude: Fixtures.caracas.longitude + 30)!
        let kept = KeptLocations(Self.line(2_500), near: far)
        #expect(kept.locations.map(\.id) == Array(1_501...2_500))
        #expect(kept.count == 2_500)
    }

    @Test func theNearestLocationIsKeptWhereverItComesInTheFile() {
        var locations = Self.line(5_000)
        let target = Coordinate(latitude: 48.85, longitude: 2.35)!
        locations.append(Fixtures.location(9_999, target))
        let kept = KeptLocations(locations, near: target, limit: 10)
        #expect(kept.locations.count == 10)
        #expect(kept.locations.last?.id == 9_999)
        #expect(LocatedPlace.nearestFirst(kept.locations, from: target).first?.location.id == 9_999)
    }

    @Test func locationsWithoutCoordinatesComeLastAndTiesKeepTheDirectorysOrder() {
        let same = Fixtures.valencia
        let locations = [
            Fixtures.location(1, nil), Fixtures.location(2, same), Fixtures.location(3, nil),
            Fixtures.location(4, same),
            Fixtures.location(5, same),
        ]
        #expect(KeptLocations(locations, near: Fixtures.caracas, limit: 2).locations.map(\.id) == [2, 4])
        #expect(KeptLocations(locations, near: Fixtures.caracas, limit: 4).locations.map(\.id) == [1, 2, 4, 5])
    }

    @Test func aPreferredTerritoryComesFirstThenTheRuleWithinEachGroup() {
        let line = Self.line(30)
        let first = KeptLocations(line, preferring: "Carabobo", limit: 4)
        #expect(first.locations.map(\.id) == [3, 6, 9, 12])
        let nearest = KeptLocations(line, near: Fixtures.caracas, preferring: "Carabobo", limit: 12)
        #expect(nearest.locations.map(\.id) == [1, 2, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30])
        #expect(KeptLocations(line, preferring: "Nowhere", limit: 3).locations.map(\.id) == [1, 2, 3])
    }

    @Test func aMerchantCarriesTheKeptLocationsWithTheCountAndTerritoriesOfAll() {
        let whole = Merchant(
            id: MerchantID("big"), name: "Big", type: .physical, paymentMethod: .dash, locations: Self.line(1_500))
        let kept = whole.keeping(KeptLocations())
        #expect(kept.locations == Array(whole.locations.prefix(1_000)))
        #expect(kept.locationCount == 1_500)
        #expect(kept.territories == ["Carabobo", "Distrito Capital"])
        #expect(whole.with(KeptLocations(whole.locations)) == kept)
        #expect(MerchantListing(kept, near: nil).locationCount == 1_500)
    }
}
