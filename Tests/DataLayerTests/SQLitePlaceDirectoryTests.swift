import DataLayer
import Domain
import Foundation
import TestSupport
import Testing

@Suite struct SQLitePlaceDirectoryTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test func theBuiltInSampleNamesItsCitiesOnceWithTheirTerritories() async throws {
        let path = folder.path("built-in.db")
        try SampleDirectoryGenerator.builtInSample(to: path)
        let places = try await SQLitePlaceDirectory(path: path).places()
        let caracas = try #require(places.first { $0.name == "Caracas" })
        #expect(caracas.kind == .city && caracas.territory == "Distrito Capital")
        #expect(caracas.coordinate.distance(to: Fixtures.caracas) < .kilometers(12))
        #expect(places.contains { $0.name == "Carabobo" && $0.kind == .territory })
        #expect(!places.contains { $0.name == "Berlin" && $0.kind == .territory }, "the city Berlin stands for it")
        let taveuni = try #require(places.first { $0.name == "Taveuni" })
        #expect(abs(taveuni.coordinate.longitude) > 179, "a shop of the island, not the far side of the Earth")
    }

    @Test func aMissingFileIsMissing() {
        let path = folder.path("none.db")
        #expect(throws: DirectoryError.missing(path)) { try SQLitePlaceDirectory(path: path) }
    }
}
