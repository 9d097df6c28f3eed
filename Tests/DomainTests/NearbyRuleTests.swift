import Domain
import TestSupport
import Testing

@Suite("NearbyRule")
struct NearbyRuleTests {
    let center = Fixtures.caracas
    let radius = Distance.miles(20)

    func place(_ id: Int64, _ miles: Double, bearing: Double = 0) -> Location {
        Fixtures.location(id, center.moved(by: .miles(miles), bearing: bearing))
    }

    func matches(_ candidates: [(String, Location)]) -> [NearbyMatch] {
        NearbyRule.matches(
            among: candidates.map { (MerchantID($0.0), $0.1) }, around: center, within: radius)
    }

    @Test("a shop 26 miles away is out under a 20-mile filter")
    func twentySixMilesIsOut() {
        #expect(matches([("far", place(1, 26))]).isEmpty)
    }

    @Test("a merchant with one location inside and one outside is in, with the inside one")
    func insideLocationWins() {
        let result = matches([("m", place(1, 26)), ("m", place(2, 5, bearing: 90))])
        #expect(result.map(\.merchantID) == [MerchantID("m")])
        #expect(result.first?.location.id == 2)
        #expect(abs((result.first?.distance.meters ?? 0) - Distance.miles(5).meters) < 0.01)
    }

    @Test("a merchant whose locations are all outside is out")
    func allOutsideIsOut() {
        #expect(matches([("m", place(1, 21)), ("m", place(2, 40, bearing: 180)), ("m", place(3, 20.01))]).isEmpty)
    }

    @Test("a location exactly on the radius is in")
    func onTheRadiusIsIn() {
        let edge = Fixtures.location(1, Coordinate(latitude: 10.8, longitude: -66.9036)!)
        let result = NearbyRule.matches(
            among: [(MerchantID("m"), edge)], around: center, within: center.distance(to: edge.coordinate!))
        #expect(result.count == 1)
    }

    @Test("each merchant appears once, with its nearest location, however many are in range")
    func oneRowPerMerchant() {
        let locations = (1...11).map { place(Int64($0), Double($0), bearing: Double($0) * 30) }
        let result = matches(locations.reversed().map { ("chain", $0) })
        #expect(result.count == 1)
        #expect(result.first?.location.id == 1)
    }

    @Test("the list is ordered by true distance")
    func orderedByDistance() {
        let result = matches([
            ("c", place(1, 12)), ("a", place(2, 19.9, bearing: 200)), ("b", place(3, 0.5, bearing: 300)),
            ("a", place(4, 15, bearing: 10)), ("d", place(5, 3, bearing: 100)),
        ])
        #expect(result.map(\.merchantID.rawValue) == ["b", "d", "c", "a"])
        #expect(result.map(\.distance) == result.map(\.distance).sorted())
        #expect(result.last?.location.id == 4)
    }

    @Test("equal distances are ordered by merchant id")
    func tiesByMerchantID() {
        let shop = center.moved(by: .miles(2), bearing: 45)
        let result = matches([
            ("zeta", Fixtures.location(1, shop)), ("alpha", Fixtures.location(2, shop)),
            ("mu", Fixtures.location(3, shop)),
        ])
        #expect(result.map(\.merchantID.rawValue) == ["alpha", "mu", "zeta"])
    }

    @Test("two locations at the same distance: the lower location id represents the merchant")
    func tiesWithinAMerchantByLocationID() {
        let shop = center.moved(by: .miles(2), bearing: 45)
        let result = matches([("m", Fixtures.location(9, shop)), ("m", Fixtures.location(4, shop))])
        #expect(result.map(\.location.id) == [4])
    }

    @Test("locations without coordinates are ignored")
    func locationsWithoutCoordinatesAreIgnored() {
        let result = matches([
            ("online", Fixtures.location(1, nil)), ("mixed", Fixtures.location(2, nil)),
            ("mixed", place(3, 7)),
        ])
        #expect(result.map(\.merchantID.rawValue) == ["mixed"])
        #expect(result.first?.location.id == 3)
    }

    @Test("the test is by great-circle distance, not by a box: a corner of the box is out")
    func boxCornerIsOut() {
        // 19.8 miles north and 19.8 miles east lies in the bounding box but about 28 miles away.
        let corner = Coordinate(
            latitude: center.moved(by: .miles(19.8), bearing: 0).latitude,
            longitude: center.moved(by: .miles(19.8), bearing: 90).longitude)!
        #expect(BoundingBox(around: center, radius: radius).contains(corner))
        #expect(matches([("corner", Fixtures.location(1, corner))]).isEmpty)
    }
}

@Suite("NearbyRule.centre")
struct NearbyRuleCentreTests {
    @Test("a search around the user needs a position")
    func needsAPosition() {
        #expect(throws: DirectoryError.invalidQuery(.needsPosition)) {
            try NearbyRule.centre(nil, within: .kilometers(5))
        }
    }

    @Test(
        "the radius is more than 0 and at most the maximum",
        arguments: [
            (Distance(meters: 0), false), (Distance(meters: -1), false), (Distance(meters: .nan), false),
            (Distance.kilometers(500.001), false), (Distance(meters: 1), true), (Distance.kilometers(500), true),
        ])
    func radiusInRange(_ radius: Distance, _ isValid: Bool) {
        let centre = try? NearbyRule.centre(Fixtures.caracas, within: radius)
        #expect((centre == Fixtures.caracas) == isValid)
    }
}
