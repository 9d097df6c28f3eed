import Domain
import Foundation
import TestSupport
import Testing

@Suite struct ChooseLocationTests {
    static func place(_ name: String, _ kind: Place.Kind = .city, merchants: Int = 1) -> Place {
        Place(name: name, kind: kind, coordinate: Fixtures.caracas, merchantCount: merchants)
    }

    static let places = [
        place("Caracas", merchants: 20), place("Carabobo", .territory, merchants: 9), place("São Paulo", merchants: 5),
        place("San Francisco", merchants: 4), place("東京都", .territory, merchants: 3), place("Valencia", merchants: 2),
        place("Valencia de Don Juan"),
    ]

    @Test func everyWordTypedMustStartAWordOfTheNameIgnoringCaseAndAccents() {
        let names = { (text: String) in ChooseLocation.matching(text, in: Self.places).map(\.name) }
        #expect(names("car") == ["Caracas", "Carabobo"])
        #expect(names("SAO pa") == ["São Paulo"])
        #expect(names("paulo") == ["São Paulo"])
        #expect(names("東京") == ["東京都"])
        #expect(names("京都") == ["東京都"], "a word inside a name written without spaces")
        #expect(names("an") == [])
        #expect(names("") == Self.places.map(\.name))
    }

    @Test func anExactNameComesFirst() {
        let reversed = Array(Self.places.reversed())
        #expect(ChooseLocation.matching("valencia", in: reversed).map(\.name) == ["Valencia", "Valencia de Don Juan"])
    }

    @Test func resolveTakesAPositionAnExactNameOrTheOnlyMatch() async throws {
        let choose = ChooseLocation(places: StaticPlaces(places: Self.places), store: InMemoryLocalStore())
        #expect(
            try await choose.resolve(" 10.5, -66.9 ")
                == ChosenLocation(name: "10.5, -66.9", coordinate: Coordinate(latitude: 10.5, longitude: -66.9)!))
        #expect(try await choose.resolve("valencia", radius: .kilometers(5)).name == "Valencia")
        #expect(try await choose.resolve("valencia", radius: .kilometers(500)).radius == .kilometers(500))
        for radius in [Distance(meters: -2000), Distance(meters: 0), .kilometers(501)] {
            let outOfRange = LocationError.directory(.invalidQuery(.radiusOutOfRange(maximum: .kilometers(500))))
            await #expect(throws: outOfRange) { try await choose.resolve("valencia", radius: radius) }
            await #expect(throws: outOfRange) { try await choose.resolve("10,10", radius: radius) }
        }
        #expect(try await choose.resolve("sao").name == "São Paulo")
        await #expect(throws: LocationError.ambiguous("ca", candidates: ["Caracas", "Carabobo"])) {
            try await choose.resolve("ca")
        }
        await #expect(throws: LocationError.noPlace("Atlantis", suggestions: [])) {
            try await choose.resolve("Atlantis")
        }
        await #expect(throws: LocationError.noPlace("Caracs", suggestions: ["Caracas"])) {
            try await choose.resolve("Caracs")
        }
        await #expect(throws: LocationError.outOfRange("95,0")) { try await choose.resolve("95,0") }
        await #expect(throws: LocationError.notACoordinate("1,2,3")) { try await choose.resolve("1,2,3") }
    }

    @Test func aTerritoryIsChosenAsTheTerritoryACityAsACircle() async throws {
        let choose = ChooseLocation(places: StaticPlaces(places: Self.places), store: InMemoryLocalStore())
        #expect(
            try await choose.resolve("carabobo", radius: .kilometers(30))
                == ChosenLocation(
                    name: "Carabobo", coordinate: Fixtures.caracas, radius: .kilometers(30), territory: "Carabobo"))
        #expect(
            try await choose.resolve("caracas")
                == ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas, radius: MerchantQuery.defaultRadius))
        #expect(ChooseLocation.location(at: Self.place("東京都", .territory)).territory == "東京都")
        #expect(try await choose.resolve("10,10").territory == nil)
    }

    @Test func placesThatCannotBeReadAreADirectoryError() async throws {
        let choose = ChooseLocation(
            places: StaticPlaces(places: [], failure: .unavailable("/x.db")), store: InMemoryLocalStore())
        await #expect(throws: LocationError.directory(.unavailable("/x.db"))) { try await choose.resolve("caracas") }
        #expect(try await choose.resolve("1,2").name == "1, 2", "a position needs no places")
    }

    @Test func theMostPopularPlacesComeFirstThenByName() async throws {
        let choose = ChooseLocation(places: StaticPlaces(places: Self.places.shuffled()), store: InMemoryLocalStore())
        #expect(try await choose.allPlaces() == Self.places, "listed from 20 merchants down to 1")
    }

    @Test func theChoiceIsRememberedAndCanBeForgotten() async throws {
        let store = InMemoryLocalStore()
        let choose = ChooseLocation(places: StaticPlaces(places: Self.places), store: store)
        let caracas = ChooseLocation.location(at: Self.places[0])
        try await choose.choose(caracas)
        #expect(try await choose.current() == caracas)
        #expect(try await store.chosenLocation() == caracas)
        try await choose.choose(nil)
        #expect(try await choose.current() == nil)
    }
}

/// Places given by the test.
private struct StaticPlaces: PlaceDirectory {
    var list: [Place]
    var failure: DirectoryError?

    init(places: [Place], failure: DirectoryError? = nil) {
        list = places
        self.failure = failure
    }

    func places() async throws(DirectoryError) -> [Place] {
        if let failure { throw failure }
        return list
    }
}

extension ChooseLocationTests {
    @Test func aNameThatFindsNoPlaceSuggestsTheNearestOnePerNameMostMerchantsFirst() {
        let names = { (text: String) in ChooseLocation.suggestions(for: text, among: Self.places).map(\.name) }
        #expect(names("caracsa") == ["Caracas"])
        #expect(names("valensia") == ["Valencia", "Valencia de Don Juan"], "a near word suggests a longer name too")
        #expect(names("atlantis") == [])
        let twice = Self.places + [Self.place("Valencia", .territory, merchants: 50)]
        #expect(ChooseLocation.suggestions(for: "valensia", among: twice).first?.kind == .territory)
    }
}
