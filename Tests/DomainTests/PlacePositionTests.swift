import Domain
import Testing

@Suite struct PlacePositionTests {
    static func point(_ latitude: Double, _ longitude: Double) -> Coordinate {
        Coordinate(latitude: latitude, longitude: longitude)!
    }

    @Test func noCoordinatesHaveNoPosition() {
        #expect(PlacePosition.medoid(of: []) == nil)
    }

    @Test func theMedoidIsTheShopNearestToAllTheOthers() {
        let shops = [Self.point(10.50, -66.90), Self.point(10.48, -66.91), Self.point(10.49, -66.905)]
        #expect(PlacePosition.medoid(of: shops) == Self.point(10.49, -66.905))
    }

    @Test func oneShopOnAnotherContinentDoesNotDragThePlaceAway() {
        let caracas = (0..<9).map { Self.point(10.48 + Double($0) * 0.001, -66.90) }
        let misplaced = Self.point(40.71, -74.00)
        let position = PlacePosition.medoid(of: caracas + [misplaced])!
        #expect(caracas.contains(position))
        #expect(position.distance(to: Self.point(10.484, -66.90)) < .kilometers(1))
    }

    @Test func aPlaceAcrossTheAntimeridianIsPlacedOnIt() {
        // The mean longitude of these is 0: the other side of the Earth.
        let fiji = [Self.point(-16.8, 179.9), Self.point(-16.9, -179.9), Self.point(-16.85, 179.95)]
        let position = PlacePosition.medoid(of: fiji)!
        #expect(abs(position.longitude) > 179)
    }

    @Test func tiesGoToTheEarlierShopSoTheAnswerDependsOnlyOnTheOrder() {
        let pair = [Self.point(0, 10), Self.point(0, 11)]
        #expect(PlacePosition.medoid(of: pair) == pair[0])
        #expect(PlacePosition.medoid(of: pair.reversed()) == pair[1])
    }

    @Test func aBigPlaceIsPositionedFromAnEvenSpreadOfItsShops() {
        let many = (0..<1_000).map { Self.point(Double($0) * 0.0001, 0) }
        let position = PlacePosition.medoid(of: many)!
        #expect(abs(position.latitude - 0.05) < 0.001, "the middle of the street, from 200 of its 1,000 shops")
    }
}
