import Domain
import Foundation
import TestSupport
import Testing

@Suite("Coordinate")
struct CoordinateTests {
    /// A pair of places with a reference distance (published, or computed independently), and the tolerance.
    struct KnownDistance: CustomTestStringConvertible, Sendable {
        let name: String
        let from: Coordinate
        let to: Coordinate
        let kilometers: Double
        /// Relative: reference figures use other radii (6371.0 km, 6372.8 km) and city-centre coordinates that
        /// differ in the last digit, so they agree with ours to a fraction of a percent, not to the metre.
        let tolerance: Double

        var testDescription: String { name }
    }

    static let knownDistances = [
        // airmilescalculator.com/distance/lhr-to-cdg/, "Haversine formula: 347.168 km", with the airport
        // coordinates it states (51°28′14″N 0°27′42″W, 49°0′46″N 2°32′59″E).
        KnownDistance(
            name: "London Heathrow to Paris Charles de Gaulle",
            from: Coordinate(latitude: dms(51, 28, 14), longitude: -dms(0, 27, 42))!,
            to: Coordinate(latitude: dms(49, 0, 46), longitude: dms(2, 32, 59))!, kilometers: 347.168, tolerance: 0.001),
        // Rosetta Code's "Haversine formula" task: Nashville BNA to Los Angeles LAX is 2887.26 km on a sphere of
        // 6372.8 km; scaled to our 6371.0088 km mean radius that is 2886.45 km.
        KnownDistance(
            name: "Nashville to Los Angeles (Rosetta Code)", from: Coordinate(latitude: 36.12, longitude: -86.67)!,
            to: Coordinate(latitude: 33.94, longitude: -118.40)!, kilometers: 2887.26 * 6371.0088 / 6372.8,
            tolerance: 0.0001),
        // City centres: 343.5 km and 3,936 km are the figures usually quoted "as the crow flies".
        KnownDistance(
            name: "London to Paris", from: Coordinate(latitude: 51.5074, longitude: -0.1278)!,
            to: Coordinate(latitude: 48.8566, longitude: 2.3522)!, kilometers: 343.5, tolerance: 0.002),
        KnownDistance(
            name: "New York to Los Angeles", from: Fixtures.newYork,
            to: Coordinate(latitude: 34.0522, longitude: -118.2437)!, kilometers: 3936, tolerance: 0.002),
        // Computed independently (Python's math module, haversine, R = 6371.0088 km) from these coordinates: a
        // check of the arithmetic in both hemispheres and at a short range, not of the formula.
        KnownDistance(
            name: "Sydney to Melbourne", from: Coordinate(latitude: -33.8688, longitude: 151.2093)!,
            to: Coordinate(latitude: -37.8136, longitude: 144.9631)!, kilometers: 713.4, tolerance: 0.001),
        KnownDistance(
            name: "Caracas to Valencia (VE)", from: Fixtures.caracas, to: Fixtures.valencia, kilometers: 125.9,
            tolerance: 0.001),
    ]

    /// Degrees, minutes and seconds as decimal degrees.
    static func dms(_ degrees: Double, _ minutes: Double, _ seconds: Double) -> Double {
        degrees + minutes / 60 + seconds / 3600
    }

    @Test("distance matches reference great-circle distances", arguments: knownDistances)
    func distanceMatchesPublishedFigures(_ known: KnownDistance) {
        let kilometers = known.from.distance(to: known.to).kilometers
        #expect(abs(kilometers - known.kilometers) / known.kilometers <= known.tolerance)
    }

    @Test("distance is the same in both directions", arguments: knownDistances)
    func distanceIsSymmetric(_ known: KnownDistance) {
        #expect(known.from.distance(to: known.to) == known.to.distance(to: known.from))
    }

    @Test("a point is at zero distance from itself", arguments: [Fixtures.caracas, Fixtures.beirut, Fixtures.newYork])
    func zeroDistanceToItself(_ point: Coordinate) {
        #expect(point.distance(to: point).meters == 0)
    }

    @Test("one degree along the equator is 2πR/360")
    func oneDegreeOfEquator() {
        let distance = Coordinate(latitude: 0, longitude: 10)!.distance(to: Coordinate(latitude: 0, longitude: 11)!)
        #expect(abs(distance.meters - Distance.earthMeanRadius.meters * .pi / 180) < 0.001)
    }

    @Test("from the equator to a pole is a quarter of a great circle")
    func equatorToPole() {
        let distance = Coordinate(latitude: 0, longitude: 30)!.distance(to: Coordinate(latitude: 90, longitude: 0)!)
        #expect(abs(distance.meters - Distance.earthMeanRadius.meters * .pi / 2) < 0.001)
    }

    @Test(
        "antipodes are half a great circle apart, never NaN",
        arguments: [(0.0, 0.0), (53.36023976011256, -5.1514467852413475), (10.4806, -66.9036), (-45.5, 100.25)])
    func antipodesAreHalfACircleApart(_ latitude: Double, _ longitude: Double) {
        let point = Coordinate(latitude: latitude, longitude: longitude)!
        let antipode = Coordinate(latitude: -latitude, longitude: longitude > 0 ? longitude - 180 : longitude + 180)!
        let meters = point.distance(to: antipode).meters
        #expect(abs(meters - Distance.earthMeanRadius.meters * .pi) < 1)
    }

    @Test("the short way across the antimeridian is taken")
    func shortWayAcrossTheAntimeridian() {
        let west = Coordinate(latitude: -17, longitude: 179.5)!
        let east = Coordinate(latitude: -17, longitude: -179.5)!
        // One degree of longitude at 17° S is about 106 km; the long way round would be about 38,000 km.
        #expect(abs(west.distance(to: east).kilometers - 106.3) < 0.5)
        #expect(
            Coordinate(latitude: 0, longitude: 180)!.distance(to: Coordinate(latitude: 0, longitude: -180)!).meters
                < 0.001)
    }

    @Test(
        "valid latitudes and longitudes, bounds included, make a coordinate",
        arguments: [(-90.0, -180.0), (90.0, 180.0), (0.0, 0.0), (10.4806, -66.9036), (-0.000001, 179.999999)])
    func validCoordinates(_ latitude: Double, _ longitude: Double) {
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        #expect(coordinate?.latitude == latitude)
        #expect(coordinate?.longitude == longitude)
    }

    @Test(
        "out-of-range or non-finite values make no coordinate",
        arguments: [
            (90.000001, 0.0), (-90.5, 0.0), (0.0, 180.000001), (0.0, -181.0), (Double.nan, 0.0), (0.0, Double.nan),
            (Double.infinity, 0.0), (0.0, -Double.infinity), (1e300, 1e300),
        ])
    func invalidCoordinates(_ latitude: Double, _ longitude: Double) {
        #expect(Coordinate(latitude: latitude, longitude: longitude) == nil)
    }

    @Test("a stored 0/0 means no location")
    func storedZeroZeroIsNoLocation() {
        #expect(Coordinate.stored(latitude: 0, longitude: 0) == nil)
        #expect(Coordinate.stored(latitude: -0.0, longitude: 0) == nil)
    }

    @Test("a stored coordinate with one zero component is a real place", arguments: [(0.0, 32.5), (51.48, 0.0)])
    func storedSingleZeroIsAPlace(_ latitude: Double, _ longitude: Double) {
        #expect(Coordinate.stored(latitude: latitude, longitude: longitude) != nil)
    }

    @Test("a stored coordinate that is missing or invalid means no location")
    func storedMissingOrInvalidIsNoLocation() {
        #expect(Coordinate.stored(latitude: nil, longitude: -66.9) == nil)
        #expect(Coordinate.stored(latitude: 10.5, longitude: nil) == nil)
        #expect(Coordinate.stored(latitude: 95, longitude: 10) == nil)
        #expect(Coordinate.stored(latitude: 10.4806, longitude: -66.9036) == Fixtures.caracas)
    }
}
