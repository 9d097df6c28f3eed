import Domain
import Presentation
import TestSupport
import Testing

@MainActor
@Suite struct LocationPickerViewModelTests {
    /// Two Dash shops in Caracas and one in Valencia: the places are Caracas and Distrito Capital (2 merchants
    /// each), then Carabobo and Valencia (1).
    static let merchants = [
        shop("m-1", 1, city: "Caracas", territory: "Distrito Capital", Fixtures.caracas),
        shop("m-2", 2, city: "Caracas", territory: "Distrito Capital", Fixtures.caracas),
        shop("m-3", 3, city: "Valencia", territory: "Carabobo", Fixtures.valencia),
    ]

    static func shop(_ id: String, _ row: Int64, city: String, territory: String, _ at: Coordinate) -> Merchant {
        Merchant(
            id: MerchantID(id), name: id, type: .physical, paymentMethod: .dash,
            locations: [Location(id: row, city: city, territory: territory, coordinate: at)])
    }

    let places = InMemoryPlaceDirectory(merchants: merchants)
    let store = InMemoryLocalStore()

    func makeModel(current: ChosenLocation? = nil) -> LocationPickerViewModel {
        LocationPickerViewModel(current: current, chooseLocation: ChooseLocation(places: places, store: store))
    }

    static let caracasPlace = Place(
        name: "Caracas", kind: .city, territory: "Distrito Capital", coordinate: Fixtures.caracas, merchantCount: 2)
    static let valenciaPlace = Place(
        name: "Valencia", kind: .city, territory: "Carabobo", coordinate: Fixtures.valencia, merchantCount: 1)

    static let caracas = LocationChoiceRow(
        title: "Caracas", detail: "city in Distrito Capital", merchants: "2 merchants", choice: .place(caracasPlace))
    static let capital = LocationChoiceRow(
        title: "Distrito Capital", detail: "territory", merchants: "2 merchants",
        choice: .place(
            Place(name: "Distrito Capital", kind: .territory, coordinate: Fixtures.caracas, merchantCount: 2)))
    static let carabobo = LocationChoiceRow(
        title: "Carabobo", detail: "territory", merchants: "1 merchant",
        choice: .place(Place(name: "Carabobo", kind: .territory, coordinate: Fixtures.valencia, merchantCount: 1)))
    static let valencia = LocationChoiceRow(
        title: "Valencia", detail: "city in Carabobo", merchants: "1 merchant", choice: .place(valenciaPlace))
    static let none = "No location chosen yet."

    func expect(
        _ model: LocationPickerViewModel, _ state: LocationPickerViewState, intents: [LocationPickerIntent] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(model.state == state, sourceLocation: sourceLocation)
        #expect(model.takeIntents() == intents, sourceLocation: sourceLocation)
    }

    @Test func appearingListsThePlacesWithTheMostMerchantsFirst() async {
        let model = makeModel()
        expect(model, LocationPickerViewState(current: Self.none))
        model.screenAppeared()
        expect(model, LocationPickerViewState(current: Self.none, phase: .loading))
        await model.waitUntilIdle()
        let all = [Self.caracas, Self.capital, Self.carabobo, Self.valencia]
        expect(model, LocationPickerViewState(current: Self.none, rows: all, selectedIndex: 0, phase: .loaded))
    }

    @Test func eachKeyFiltersThePlacesAtOnceAndAPositionIsOfferedAsItIsTyped() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()

        model.textChanged("val")
        expect(
            model,
            LocationPickerViewState(
                text: "val", current: Self.none, rows: [Self.valencia], selectedIndex: 0, phase: .loaded))
        model.textChanged("atlantis")
        expect(
            model,
            LocationPickerViewState(
                text: "atlantis", current: Self.none, phase: .empty("No city or territory matches “atlantis”.")))
        model.textChanged("10.5,-66.9")
        let position = LocationChoiceRow(
            title: "10.5, -66.9", detail: "position",
            choice: .position(Coordinate(latitude: 10.5, longitude: -66.9)!))
        expect(
            model,
            LocationPickerViewState(
                text: "10.5,-66.9", current: Self.none, rows: [position], selectedIndex: 0, phase: .loaded))
        model.textChanged("95,0")
        expect(
            model,
            LocationPickerViewState(
                text: "95,0", current: Self.none,
                phase: .empty("Correct the position, or type a place’s name."),
                problem: "“95,0” is out of range: latitude goes from -90 to 90 and longitude from -180 to 180."))
    }

    /// A name that finds no place lists the places it probably meant, under the sentence `location set` says, and
    /// Enter chooses the first; the next key that finds places drops the sentence.
    @Test func aNameThatFindsNoPlaceOffersTheNearestNamesReadyToChoose() async throws {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.textChanged("valensia")
        expect(
            model,
            LocationPickerViewState(
                text: "valensia", current: Self.none, rows: [Self.valencia], selectedIndex: 0, phase: .loaded,
                notice: "No city or territory of this directory matches \u{201C}valensia\u{201D}. "
                    + "Did you mean \u{201C}Valencia\u{201D}?"))
        model.textChanged("val")
        expect(
            model,
            LocationPickerViewState(
                text: "val", current: Self.none, rows: [Self.valencia], selectedIndex: 0, phase: .loaded))
        model.textChanged("valensia")
        model.locationChosen(.place(Self.valenciaPlace))
        await model.waitUntilIdle()
        let chosen = ChooseLocation.location(at: Self.valenciaPlace, radius: DistanceUnit.kilometres.defaultRadius)
        #expect(try await store.chosenLocation() == chosen)
        #expect(model.takeIntents() == [.chosen(chosen)])
    }

    @Test func theNearestNamesAreOfferedInThePickersLanguage() async {
        let model = LocationPickerViewModel(
            current: nil, chooseLocation: ChooseLocation(places: places, store: store), words: Words(.spanish))
        model.screenAppeared()
        await model.waitUntilIdle()
        model.textChanged("valensia")
        #expect(
            model.state.notice
                == "Ninguna ciudad ni territorio de este directorio coincide con \u{201C}valensia\u{201D}. "
                + "¿Quisiste decir \u{201C}Valencia\u{201D}?")
        #expect(model.state.rows.map(\.title) == ["Valencia"])
    }

    @Test func enterSavesTheHighlightedPlaceThenAsksToCloseWithIt() async throws {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.selectionMoved(by: 3)
        model.selectionMoved(by: 1)
        #expect(model.state.selectedIndex == 3)
        model.locationChosen(try #require(model.state.rows[3].choice))
        await model.waitUntilIdle()
        let valencia = try #require(try await store.chosenLocation())
        #expect(valencia.name == "Valencia" && valencia.coordinate == Fixtures.valencia)
        #expect(valencia.radius == DistanceUnit.kilometres.defaultRadius)
        let all = [Self.caracas, Self.capital, Self.carabobo, Self.valencia]
        expect(
            model, LocationPickerViewState(current: Self.none, rows: all, selectedIndex: 3, phase: .loaded),
            intents: [.chosen(valencia)])
    }

    @Test func aPlaceChosenByValueIsSavedAndHighlightedWhenARowOffersIt() async throws {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.locationChosen(.place(Self.valenciaPlace))
        await model.waitUntilIdle()
        let valencia = ChooseLocation.location(at: Self.valenciaPlace, radius: .kilometers(30))
        #expect(try await store.chosenLocation() == valencia)
        let all = [Self.caracas, Self.capital, Self.carabobo, Self.valencia]
        expect(
            model, LocationPickerViewState(current: Self.none, rows: all, selectedIndex: 3, phase: .loaded),
            intents: [.chosen(valencia)])
    }

    /// A territory chosen is the territory, its radius kept for the next city; the picker then says "in" it.
    @Test func aTerritoryIsChosenAsTheTerritoryAndShownAsOne() async throws {
        let current = ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas, radius: .kilometers(10))
        let model = makeModel(current: current)
        model.screenAppeared()
        await model.waitUntilIdle()
        model.textChanged("carab")
        model.locationChosen(try #require(model.state.rows.first?.choice))
        await model.waitUntilIdle()
        let carabobo = ChosenLocation(
            name: "Carabobo", coordinate: Fixtures.valencia, radius: .kilometers(10), territory: "Carabobo")
        #expect(try await store.chosenLocation() == carabobo)
        expect(
            model,
            LocationPickerViewState(
                text: "carab", current: "Now: near Caracas, within 10 km", rows: [Self.carabobo], selectedIndex: 0,
                phase: .loaded),
            intents: [.chosen(carabobo)])
        #expect(makeModel(current: carabobo).state == LocationPickerViewState(current: "Now: in Carabobo"))
    }

    @Test func aPositionOrNoLocationIsChosenWithoutARowAndKeepsTheRadius() async throws {
        let current = ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas, radius: .kilometers(5))
        let model = makeModel(current: current)
        let coordinate = Coordinate(latitude: 10, longitude: 20)!
        model.locationChosen(.position(coordinate))
        await model.waitUntilIdle()
        let position = ChosenLocation(name: "10, 20", coordinate: coordinate, radius: .kilometers(5))
        expect(
            model, LocationPickerViewState(current: "Now: near Caracas, within 5 km"), intents: [.chosen(position)])
        #expect(try await store.chosenLocation() == position)
        model.locationChosen(.forget)
        await model.waitUntilIdle()
        expect(model, LocationPickerViewState(current: "Now: near Caracas, within 5 km"), intents: [.chosen(nil)])
        #expect(try await store.chosenLocation() == nil)
    }

    @Test func aChosenLocationCanBeForgottenAndItsRadiusIsKeptForANewOne() async throws {
        let current = ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas, radius: .kilometers(5))
        try await store.setChosenLocation(current)
        let model = makeModel(current: current)
        model.screenAppeared()
        await model.waitUntilIdle()
        let forget = LocationChoiceRow(
            title: "Forget the location", detail: "no distances; Nearby off", isPinned: true, choice: .forget)
        #expect(model.state.current == "Now: near Caracas, within 5 km")
        #expect(model.state.rows.first == forget)
        model.textChanged("10,20")
        model.locationChosen(try #require(model.state.rows[0].choice))
        await model.waitUntilIdle()
        let position = ChosenLocation(
            name: "10, 20", coordinate: Coordinate(latitude: 10, longitude: 20)!, radius: .kilometers(5))
        #expect(model.takeIntents() == [.chosen(position)])
        model.textChanged("")
        model.locationChosen(try #require(model.state.rows[0].choice))
        await model.waitUntilIdle()
        #expect(model.takeIntents() == [.chosen(nil)])
        #expect(try await store.chosenLocation() == nil)
    }

    @Test func aChoiceThatCannotBeSavedSaysWhyAndStays() async throws {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        await store.setFailure(.writeFailed("disk full"))
        model.locationChosen(try #require(model.state.rows[0].choice))
        await model.waitUntilIdle()
        let all = [Self.caracas, Self.capital, Self.carabobo, Self.valencia]
        expect(
            model,
            LocationPickerViewState(
                current: Self.none, rows: all, selectedIndex: 0, phase: .loaded,
                problem: "Could not save your change: disk full."))
    }

    @Test func placesThatCannotBeReadAreAStateAndRetryReadsThemAgain() async {
        await places.setFailure(.corrupt("/x.db"))
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        let failed = LocationPickerViewState(
            current: Self.none, phase: .failed("The directory snapshot /x.db is damaged or is not an SQLite file."))
        expect(model, failed)
        await places.setFailure(nil)
        model.retryTapped()
        await model.waitUntilIdle()
        #expect(model.state.rows.count == 4)
    }

    @Test func escAsksToCloseKeepingTheLocation() {
        let model = makeModel()
        model.backTapped()
        expect(model, LocationPickerViewState(current: Self.none), intents: [.back])
    }
}
