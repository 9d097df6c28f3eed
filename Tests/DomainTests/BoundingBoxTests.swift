import Domain
import TestSupport
import Testing

@Suite("BoundingBox")
struct BoundingBoxTests {
    /// A centre and a radius to throw random points around.
    struct Circle: CustomTestStringConvertible, Sendable {
        let name: String
        let center: Coordinate
        let radius: Distance

        var testDescription: String { name }
    }

    static let circles = [
        Circle(name: "Caracas, 20 miles", center: Fixtures.caracas, radius: .miles(20)),
        Circle(name: "New York, 1 km", center: Fixtures.newYork, radius: .kilometers(1)),
        Circle(name: "equator, 500 km", center: Coordinate(latitude: 0, longitude: 0)!, radius: .kilometers(500)),
        Circle(name: "80° N, 500 km", center: Coordinate(latitude: 80, longitude: 20)!, radius: .kilometers(500)),
        Circle(name: "89.9° N, 50 km", center: Coordinate(latitude: 89.9, longitude: -45)!, radius: .kilometers(50)),
        Circle(name: "north pole, 10 km", center: Coordinate(latitude: 90, longitude: 0)!, radius: .kilometers(10)),
        Circle(name: "86° S, 300 km", center: Coordinate(latitude: -86, longitude: 170)!, radius: .kilometers(300)),
        Circle(name: "Fiji, 179.9° E", center: Coordinate(latitude: -17.7, longitude: 179.9)!, radius: .kilometers(80)),
        Circle(name: "Fiji, 179.99° W", center: Coordinate(latitude: -16.5, longitude: -179.99)!, radius: .miles(20)),
        Circle(
            name: "on the antimeridian", center: Coordinate(latitude: 65, longitude: 180)!, radius: .kilometers(200)),
        Circle(name: "continent-wide", center: Coordinate(latitude: 45, longitude: -100)!, radius: .kilometers(5000)),
    ]

    @Test("contains every point within the radius: no false negatives", arguments: circles)
    func containsEveryPointWithinTheRadius(_ circle: Circle) {
        var random = SeededGenerator(seed: 0x5EED_0000 &+ UInt64(circle.name.utf8.count))
        let box = BoundingBox(around: circle.center, radius: circle.radius)
        var checked = 0
        for index in 0..<2000 {
            // Every 10th point lies on the circle itself, where rounding would show first.
            let fraction = index % 10 == 0 ? 1 : Double.random(in: 0...1, using: &random).squareRoot()
            let point = circle.center.moved(
                by: Distance(meters: circle.radius.meters * fraction), bearing: .random(in: 0..<360, using: &random))
            guard circle.center.distance(to: point) <= circle.radius else { continue }
            checked += 1
            #expect(box.contains(point), "\(point) is \(circle.center.distance(to: point).meters) m away")
        }
        #expect(checked > 1500)
    }

    @Test("contains points exactly on the radius due north, south, east and west, wherever the centre is")
    func containsPointsOnTheRadiusAlongTheAxes() {
        var random = SeededGenerator(seed: 20)
        var checked = 0
        for _ in 0..<5000 {
            let center = Coordinate(
                latitude: .random(in: -80...80, using: &random), longitude: .random(in: -180...180, using: &random))!
            let radius = Distance.kilometers(.random(in: 0.5...500, using: &random))
            let box = BoundingBox(around: center, radius: radius)
            for bearing in [0.0, 90, 180, 270] {
                let point = center.moved(by: radius, bearing: bearing)
                guard center.distance(to: point) <= radius else { continue }
                checked += 1
                #expect(box.contains(point), "\(point) from \(center), radius \(radius.meters) m")
            }
        }
        #expect(checked > 2000)
    }

    @Test("leaves out points beyond the radius along the axes")
    func leavesOutFarPoints() {
        let box = BoundingBox(around: Fixtures.caracas, radius: .miles(20))
        for bearing in [0.0, 90, 180, 270] {
            #expect(!box.contains(Fixtures.caracas.moved(by: .miles(21), bearing: bearing)), "bearing \(bearing)")
        }
        #expect(!box.contains(Fixtures.valencia))
        #expect(!box.crossesAntimeridian)
    }

    @Test("is as tall as the radius in latitude")
    func latitudeSpan() {
        let box = BoundingBox(around: Coordinate(latitude: 10, longitude: 10)!, radius: .kilometers(111.195_08))
        #expect(abs(box.minLatitude - 9) < 1e-6)
        #expect(abs(box.maxLatitude - 11) < 1e-6)
    }

    @Test("across the antimeridian it wraps, holding both edges and nothing in the middle of the map")
    func wrapsAcrossTheAntimeridian() {
        let box = BoundingBox(around: Coordinate(latitude: -17.7, longitude: 179.9)!, radius: .kilometers(80))
        #expect(box.crossesAntimeridian)
        #expect(box.minLongitude > box.maxLongitude)
        #expect(box.contains(Coordinate(latitude: -17.7, longitude: 179.99)!))
        #expect(box.contains(Coordinate(latitude: -17.7, longitude: -179.8)!))
        #expect(!box.contains(Coordinate(latitude: -17.7, longitude: 0)!))
        #expect(!box.contains(Coordinate(latitude: -17.7, longitude: 178)!))
    }

    @Test("when a pole is inside the circle every longitude is in range")
    func poleInsideCoversEveryLongitude() {
        let box = BoundingBox(around: Coordinate(latitude: 89.9, longitude: -45)!, radius: .kilometers(50))
        #expect(box.minLongitude == -180)
        #expect(box.maxLongitude == 180)
        #expect(box.maxLatitude == 90)
        #expect(box.contains(Coordinate(latitude: 89.8, longitude: 135)!))
        #expect(!box.contains(Coordinate(latitude: 89, longitude: -45)!))
    }

    @Test("a radius of half the Earth's circumference or more covers the whole map")
    func wholeEarth() {
        let box = BoundingBox(around: Fixtures.caracas, radius: .kilometers(20_100))
        #expect(box == BoundingBox(around: Fixtures.beirut, radius: .kilometers(30_000)))
        #expect([box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude] == [-90, 90, -180, 180])
        #expect(box.contains(Coordinate(latitude: -10.4806, longitude: 113.0964)!))
    }
}
