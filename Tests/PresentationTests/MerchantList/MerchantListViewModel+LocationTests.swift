import Domain
import Presentation
import TestSupport
import Testing

/// The list's inputs for where the user is, for recalling searches and for favourites: the whole state and the
/// intents after each.
@MainActor
@Suite struct MerchantListViewModelLocationTests {
    let directory = InMemoryDirectory(merchants: Fixtures.merchants)
    let store = InMemoryLocalStore()
    let clock = ManualClock()
    /// Plaza Venezuela, Caracas: the café's Caracas shop is 3.0 km away, its Valencia one 120 km.
    static let plaza = ChosenLocation(
        name: "Plaza Venezuela", coordinate: Coordinate(latitude: 10.4990, longitude: -66.8840)!,
        radius: .kilometers(10))

    func makeModel(location: ChosenLocation? = nil, places: Bool = false) -> MerchantListViewModel {
        MerchantListViewModel(
            search: SearchMerchants(directory: directory), listNearby: ListNearbyMerchants(directory: directory),
            favourites: Favourites(store: store), recentSearches: RecentSearches(store: store), location: location,
            chooseLocation: places
                ? ChooseLocation(places: InMemoryPlaceDirectory(merchants: Fixtures.merchants), store: store) : nil,
            clock: clock)
    }

    func expect(
        _ model: MerchantListViewModel, _ state: MerchantListViewState, intents: [MerchantListIntent] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(model.state == state, sourceLocation: sourceLocation)
        #expect(model.takeIntents() == intents, sourceLocation: sourceLocation)
    }

    @Test func lAsksForThePickerAndTheChosenLocationSortsNearestFirstWithDistances() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.locationTapped()
        expect(model, ListRows.loaded(ListRows.all), intents: [.showLocationPicker])

        model.locationChanged(Self.plaza)
        await model.waitUntilIdle()
        var cafe = ListRows.cafe
        cafe.distance = "3.0 km"
        var grocer = ListRows.grocer
        grocer.distance = "3,432 km"
        var near = ListRows.loaded(
            ListRows.shown([cafe, grocer, ListRows.books]), location: "Near Plaza Venezuela, within 10 km")
        near.sort = .distance
        near.sortText = "Sort: distance"
        expect(model, near)

        model.locationChanged(nil)
        await model.waitUntilIdle()
        expect(model, ListRows.loaded(ListRows.all))
    }

    /// A new session with a remembered location starts nearest first; another sort can still be chosen.
    @Test func aRememberedLocationListsNearestFirstFromTheStart() async {
        let model = makeModel(location: Self.plaza)
        model.screenAppeared()
        await model.waitUntilIdle()
        var cafe = ListRows.cafe
        cafe.distance = "3.0 km"
        var grocer = ListRows.grocer
        grocer.distance = "3,432 km"
        var near = ListRows.loaded(
            ListRows.shown([cafe, grocer, ListRows.books]), location: "Near Plaza Venezuela, within 10 km")
        near.sort = .distance
        near.sortText = "Sort: distance"
        expect(model, near)

        model.sortSelected(.discount)
        await model.waitUntilIdle()
        #expect(model.state.sortText == "Sort: discount")
        #expect(model.takeIntents() == [])
    }

    @Test func aSearchNamingAPlaceOffersNWhichListsWhatIsNearItAndRemembersIt() async throws {
        let model = makeModel(places: true)
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        model.searchTextChanged("carabobo")
        model.searchSubmitted()
        await model.waitUntilIdle()
        expect(
            model,
            ListRows.state {
                $0.searchText = "carabobo"
                $0.recentSearches = ["carabobo"]
                $0.phase = .empty(
                    "No merchant is named like \u{201C}carabobo\u{201D}; Carabobo is a place: press n to list its "
                        + "merchants.")
                $0.countText = "0 merchants"
                $0.isAtEnd = true
                $0.namedPlace = "Carabobo"
            })

        model.namedPlaceChosen()
        // Carabobo is a territory: it is chosen as the territory, the radius kept for a city.
        let carabobo = ChosenLocation(
            name: "Carabobo", coordinate: Fixtures.valencia, radius: .kilometers(30), territory: "Carabobo")
        var cafe = ListRows.cafe
        cafe.place = "Carabobo"
        cafe.distance = "0 m"
        var near = ListRows.state(tab: .nearby, location: "In Carabobo") {
            $0.recentSearches = ["carabobo"]
            $0.sort = .distance
            $0.sortText = "Sort: distance"
            $0.phase = .loading
            $0.countText = "0 merchants"  // the last answer's, until the new one comes
            $0.isAtEnd = true
        }
        expect(model, near, intents: [.locationChosen(carabobo)])
        await model.waitUntilIdle()
        near.rows = [cafe]
        near.selectedIndex = 0
        near.phase = .loaded
        near.countText = "1 merchant"
        near.isAtEnd = true
        expect(model, near)
        #expect(try await store.chosenLocation() == carabobo, "remembered, as the picker would")
    }

    @Test func withoutThePlacesASearchNamingAPlaceJustFindsNothing() async {
        let model = makeModel(places: false)
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchTextChanged("carabobo")
        clock.advance(by: .seconds(1))
        await model.waitUntilIdle()
        #expect(model.state.phase == .empty("No merchants match \u{201C}carabobo\u{201D}."))
        #expect(model.state.namedPlace == nil)
        model.namedPlaceChosen()
        #expect(model.takeIntents() == [])
    }

    @Test func nearbyWaitsForALocationThenListsAroundIt() async {
        let model = makeModel()
        model.tabSelected(.nearby)
        await model.waitUntilIdle()
        #expect(model.state.needsLocation)

        model.locationChanged(Self.plaza)
        await model.waitUntilIdle()
        var cafe = ListRows.cafe
        cafe.distance = "3.0 km"
        var expected = ListRows.loaded([cafe], tab: .nearby, location: "Near Plaza Venezuela, within 10 km")
        expected.sort = .distance
        expected.sortText = "Sort: distance"
        expect(model, expected)
    }

    /// A territory is the territory: Nearby lists each merchant with a location in it, however far from its position,
    /// the row showing that location; the header says "In Carabobo"; `+` and `-` do nothing (there is no radius).
    @Test func aTerritoryListsItsMerchantsWhereverTheyAreAndHasNoRadius() async throws {
        // Measured from Caracas, the café's Carabobo shop is 126 km away: beyond every radius, yet in the territory.
        let carabobo = ChosenLocation(
            name: "Carabobo", coordinate: Fixtures.caracas, radius: .kilometers(30), territory: "Carabobo")
        let model = makeModel(location: carabobo, places: true)
        model.tabSelected(.nearby)
        await model.waitUntilIdle()
        var cafe = ListRows.cafe
        cafe.place = "Carabobo"
        cafe.distance = "126 km"
        var expected = ListRows.loaded([cafe], tab: .nearby, location: "In Carabobo")
        expected.sort = .distance
        expected.sortText = "Sort: distance"
        expect(model, expected)

        model.radiusStepped(wider: true)
        model.radiusStepped(wider: false)
        await model.waitUntilIdle()
        expect(model, expected)
        #expect(try await store.chosenLocation() == nil, "nothing stepped, nothing remembered")

        model.tabSelected(.all)
        await model.waitUntilIdle()
        #expect(model.state.locationText == "In Carabobo")
        // One of the three is a PiggyCards merchant, which a build without the trait does not show.
        let all = GiftCardProvider.enabled.contains(.piggyCards) ? 3 : 2
        #expect(model.state.rows.count == all, "All stays every merchant, measured from the territory's position")
    }

    /// `+` and `-` step Nearby's radius through 2, 10, 30 and 80 km (a kilometre reader's) from wherever it was,
    /// remembering it with the location; past either end, and outside Nearby, they do nothing.
    @Test func plusAndMinusStepTheNearbyRadiusAndRememberIt() async throws {
        let model = makeModel(location: Self.plaza, places: true)
        model.tabSelected(.nearby)
        await model.waitUntilIdle()
        var cafe = ListRows.cafe
        cafe.distance = "3.0 km"
        func near(_ radius: String, _ rows: [MerchantRow]) -> MerchantListViewState {
            var state = ListRows.loaded(rows, tab: .nearby, location: "Near Plaza Venezuela, within \(radius)")
            state.sort = .distance
            state.sortText = "Sort: distance"
            return state
        }
        func plaza(_ radius: Distance) -> ChosenLocation {
            var location = Self.plaza
            location.radius = radius
            return location
        }
        expect(model, near("10 km", [cafe]))

        model.radiusStepped(wider: true)
        await model.waitUntilIdle()
        expect(model, near("30 km", [cafe]), intents: [.locationChosen(plaza(.kilometers(30)))])
        #expect(try await store.chosenLocation() == plaza(.kilometers(30)))
        model.radiusStepped(wider: true)
        await model.waitUntilIdle()
        expect(model, near("80 km", [cafe]), intents: [.locationChosen(plaza(.kilometers(80)))])
        model.radiusStepped(wider: true)
        expect(model, near("80 km", [cafe]))

        model.radiusStepped(wider: false)
        model.radiusStepped(wider: false)
        await model.waitUntilIdle()
        expect(
            model, near("10 km", [cafe]),
            intents: [.locationChosen(plaza(.kilometers(30))), .locationChosen(plaza(.kilometers(10)))])
        model.radiusStepped(wider: false)
        await model.waitUntilIdle()
        var nothing = ListRows.state(tab: .nearby, location: "Near Plaza Venezuela, within 2 km") {
            $0.sort = .distance
            $0.sortText = "Sort: distance"
            $0.phase = .empty(
                "No merchant within 2 km of Plaza Venezuela. Choose another location, or see every merchant nearest "
                    + "first in All.")
            $0.countText = "0 merchants"
            $0.isAtEnd = true
        }
        expect(model, nothing, intents: [.locationChosen(plaza(.kilometers(2)))])
        model.radiusStepped(wider: false)
        expect(model, nothing)
        #expect(try await store.chosenLocation() == plaza(.kilometers(2)))

        model.tabSelected(.all)
        await model.waitUntilIdle()
        model.radiusStepped(wider: true)
        nothing = model.state
        await model.waitUntilIdle()
        expect(model, nothing)
        #expect(try await store.chosenLocation() == plaza(.kilometers(2)), "outside Nearby the radius stays")
    }

    /// A miles reader steps through the Dash apps' 1, 5, 20 and 50 miles, and reads distances in miles.
    @Test func aMilesReaderStepsThroughTheAppsMiles() async throws {
        var oneMile = Self.plaza
        oneMile.radius = .miles(1)
        await DistanceUnit.$current.withValue(.miles) {
            let model = makeModel(location: Self.plaza, places: true)
            model.tabSelected(.nearby)
            await model.waitUntilIdle()
            var cafe = ListRows.cafe
            cafe.distance = "1.8 mi"
            var state = ListRows.loaded([cafe], tab: .nearby, location: "Near Plaza Venezuela, within 6.2 mi")
            state.sort = .distance
            state.sortText = "Sort: distance"
            expect(model, state)
            model.radiusStepped(wider: true)
            await model.waitUntilIdle()
            var wider = Self.plaza
            wider.radius = .miles(20)
            state.locationText = "Near Plaza Venezuela, within 20 mi"
            expect(model, state, intents: [.locationChosen(wider)])
            model.radiusStepped(wider: false)
            model.radiusStepped(wider: false)
            await model.waitUntilIdle()
            #expect(model.state.locationText == "Near Plaza Venezuela, within 1 mi")
        }
        #expect(try await store.chosenLocation() == oneMile)
    }

    @Test func aSortChosenOnNearbyChangesTheSortItShows() async {
        let wide = ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas, radius: .kilometers(500))
        let model = makeModel(location: wide)
        model.tabSelected(.nearby)
        await model.waitUntilIdle()
        #expect(model.state.sortText == "Sort: distance")
        model.sortSelected(.discount)
        await model.waitUntilIdle()
        var cafe = ListRows.cafe
        cafe.distance = "0 m"
        var expected = ListRows.loaded([cafe], tab: .nearby, location: "Near Caracas, within 500 km")
        expected.sort = .discount
        expected.sortText = "Sort: discount"
        expect(model, expected)
        #expect(await directory.receivedQueries.last?.sort == .discount)
    }

    @Test func tabInTheSearchFieldRecallsTheRecentSearchesNewestFirstAndRoundAgain() async throws {
        try await store.recordSearch(RecentSearch(text: "café", date: .distantPast))
        try await store.recordSearch(RecentSearch(text: "books", date: .now))
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        model.recentSearchRecalled()
        clock.advance(by: .milliseconds(250))
        await model.waitUntilIdle()
        var expected = ListRows.loaded([ListRows.books])
        expected.isSearchFocused = true
        expected.searchText = "books"
        expected.recentSearches = ["books", "café"]
        expect(model, expected)

        model.recentSearchRecalled()
        clock.advance(by: .milliseconds(250))
        await model.waitUntilIdle()
        expected.searchText = "café"
        expected.rows = [ListRows.cafe]
        expect(model, expected)

        model.recentSearchRecalled()
        #expect(model.state.searchText == "books")
        model.searchTextChanged("b")
        model.recentSearchRecalled()
        #expect(model.state.searchText == "books", "typing starts the recall again from the newest")
    }

    @Test func theStarAsksForTheFavourites() {
        let model = makeModel()
        model.favouritesTapped()
        expect(model, ListRows.state(), intents: [.showFavourites])
    }
}
