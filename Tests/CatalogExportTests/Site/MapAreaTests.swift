import Domain
import Testing

@testable import CatalogExport

@Suite("MapArea")
struct MapAreaTests {
    @Test("the area of a few points is their bounding box, centred, and links to OpenStreetMap at a zoom that fits")
    func fewPoints() throws {
        let area = try #require(MapArea(latitudes: [10.40, 10.60], longitudes: [-67.0, -66.8]))
        #expect(abs(area.centre.latitude - 10.5) < 1e-5 && abs(area.centre.longitude + 66.9) < 1e-5)
        #expect(abs(area.latitudeSpan - 0.2) < 1e-5 && abs(area.longitudeSpan - 0.2) < 1e-5)
        #expect(area.openStreetMapLink == "https://www.openstreetmap.org/#map=11/10.5/-66.9")
    }

    @Test("one point is shown up close; no point is no area")
    func onePoint() throws {
        let area = try #require(MapArea(latitudes: [40.7128], longitudes: [-74.006]))
        #expect(area.zoom == 15)
        #expect(area.openStreetMapLink == "https://www.openstreetmap.org/#map=15/40.7128/-74.006")
        #expect(MapArea(latitudes: [], longitudes: []) == nil)
    }

    @Test("with ten points or more, a stray point far away does not widen the area")
    func strayPoint() throws {
        let latitudes: [Float] = Array(repeating: 30.0, count: 19) + [52.0]
        let longitudes: [Float] = (0..<19).map { -97.0 + Float($0) * 0.01 } + [13.0]
        let area = try #require(MapArea(latitudes: latitudes, longitudes: longitudes))
        #expect(area.longitudeSpan < 0.2 && area.latitudeSpan == 0)
        #expect(abs(area.centre.longitude + 96.91) < 0.05)
    }

    @Test("an area astride the antimeridian is measured the short way round")
    func antimeridian() throws {
        let area = try #require(MapArea(latitudes: [-16.8, -16.9, -17.0], longitudes: [179.9, -179.95, 179.8]))
        #expect(abs(area.longitudeSpan - 0.25) < 1e-4)
        #expect(abs(area.centre.longitude - 179.925) < 1e-4)
        #expect(area.zoom >= 10)
    }

    @Test("a continent-wide area is shown from far away")
    func wideArea() throws {
        let area = try #require(MapArea(latitudes: [25, 49], longitudes: [-124, -67]))
        #expect(area.zoom == 4)
    }

    @Test("the trimmed range picked by selection is the one sorting gives, repeats and sorted input included")
    func trimmedRangeMatchesSorting() {
        var generator = SystemRandomNumberGenerator()
        for count in Array(1...60) + [199, 200, 1_000, 4_321] {
            let spread: [Double] = (0..<count).map { _ in Double.random(in: -180...180, using: &generator) }
            let repeats: [Double] = (0..<count).map { _ in Double(Int.random(in: 0...3, using: &generator)) }
            for values in [spread, repeats, spread.sorted(), spread.sorted(by: >), Array(repeating: 7.5, count: count)]
            {
                let sorted = values.sorted()
                let cut = count >= 10 ? count / 20 : 0
                #expect(MapArea.trimmedRange(values) == sorted[cut]...sorted[count - 1 - cut], "\(count) values")
            }
        }
    }
}
