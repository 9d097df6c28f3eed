import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

/// `explore location`, over the fixtures' places (their territories: Distrito Capital, Carabobo, and with the
/// PiggyCards trait New York and Beirut).
@MainActor @Suite struct LocationCommandTests {
    let folder: TemporaryFolder
    let store = InMemoryLocalStore()
    let printed = Printed()
    let root: CompositionRoot

    init() throws {
        folder = try TemporaryFolder()
        root = CompositionRoot.fake(in: folder, adapters: .fake(store: store), printed: printed)
    }

    @Test func aPlaceIsSetPrintedAndCleared() async throws {
        defer { folder.remove() }
        try await root.run(["location"])
        try await root.run(["location", "set", "10.162,-68.0077", "--radius", "5km"])
        let set = try #require(try await store.chosenLocation())
        #expect(set.coordinate == Fixtures.valencia && set.radius == .kilometers(5))
        #expect(set.territory == nil, "a position is a circle")
        try await root.run(["location"])
        try await root.run(["location", "set", "carabobo", "--radius", "5km"])
        #expect(
            try await store.chosenLocation()
                == ChosenLocation(
                    name: "Carabobo", coordinate: Fixtures.valencia, radius: .kilometers(5), territory: "Carabobo"))
        try await root.run(["location"])
        try await root.run(["location", "clear"])
        #expect(try await store.chosenLocation() == nil)
        #expect(
            printed.value == """
                No location is set: explore location set PLACE|LAT,LON sets one.
                Set: Near 10.162, -68.0077, within 5 km.
                Near 10.162, -68.0077, within 5 km.
                Set: In Carabobo, measured from 10.162, -68.0077.
                In Carabobo, measured from 10.162, -68.0077.
                The location is cleared.

                """)
    }

    @Test func aPositionIsSetAsWritten() async throws {
        defer { folder.remove() }
        try await root.run(["location", "set", "-33.9,18.4", "--units", "km"])
        #expect(printed.value == "Set: Near -33.9, 18.4, within 30 km.\n")
        #expect(try await store.chosenLocation()?.coordinate == Coordinate(latitude: -33.9, longitude: 18.4))
    }

    @Test func aPlaceThatIsNotThereOrIsNotOneSaysWhich() async throws {
        defer { folder.remove() }
        let none = await #expect(throws: WordedFailure.self) { try await root.run(["location", "set", "Atlantis"]) }
        #expect(none?.description == "No city or territory of this directory matches “Atlantis”.")
        let several = await #expect(throws: WordedFailure.self) { try await root.run(["location", "set", "ca"]) }
        #expect(several?.description == "“ca” matches several places (Carabobo, Distrito Capital): name one.")
        #expect(try await store.chosenLocation() == nil)
    }

    @Test func aRadiusNearbyCannotSearchWithinIsRefusedAndNothingIsSet() async throws {
        defer { folder.remove() }
        for radius in ["-2", "0", "501"] {
            let refused = await #expect(throws: WordedFailure.self) {
                try await root.run(["location", "set", "carabobo", "--radius", radius])
            }
            #expect(refused?.description == "The radius must be more than 0 km and at most 500 km.")
        }
        await #expect(throws: WordedFailure.self) {
            try await root.run(["location", "set", "10,10", "--radius", "-1"])
        }
        #expect(try await store.chosenLocation() == nil)
        #expect(printed.value.isEmpty)
    }

    @Test func aPositionOutOfRangeIsAUsageError() {
        defer { folder.remove() }
        do {
            _ = try ExploreCommand.parseAsRoot(["location", "set", "95,0"])
            Issue.record("95,0 was taken for a position")
        } catch {
            let report = ExitReport.parsingFailure(error)
            #expect(report.status == .usage)
            #expect(report.standardError?.contains("“95,0” is out of range") == true)
        }
    }
}
