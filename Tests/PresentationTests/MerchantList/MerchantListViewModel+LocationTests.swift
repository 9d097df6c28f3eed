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

    func makeModel(location: ChosenLocation? = nil) -> MerchantListViewModel {
        MerchantListViewModel(
            search: SearchMerchants(directory: directory), listNearby: ListNearbyMerchants(directory: directory),
            favourites: Favourites(store: store), recentSearches: RecentSearches(store: store), location: location,
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
            ListRows.shown([cafe, grocer, ListRows.books]), location: "Near Plaza Venezuela, within 10.0 km")
        near.sortText = "Sort: distance"
        expect(model, near)

        model.locationChanged(nil)
        await model.waitUntilIdle()
        expect(model, ListRows.loaded(ListRows.all))
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
        var expected = ListRows.loaded([cafe], tab: .nearby, location: "Near Plaza Venezuela, within 10.0 km")
        expected.sortText = "Sort: distance"
        expect(model, expected)
    }

    @Test func sOnNearbyChangesTheSortItShows() async {
        let wide = ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas, radius: .kilometers(500))
        let model = makeModel(location: wide)
        model.tabSelected(.nearby)
        await model.waitUntilIdle()
        #expect(model.state.sortText == "Sort: distance")
        model.sortCycled()
        await model.waitUntilIdle()
        var cafe = ListRows.cafe
        cafe.distance = "0 m"
        var expected = ListRows.loaded([cafe], tab: .nearby, location: "Near Caracas, within 500 km")
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
