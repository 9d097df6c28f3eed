import Domain
import Presentation
import TestSupport
import Testing

@MainActor
@Suite
struct MerchantListSearchTests {
    let directory = InMemoryDirectory(merchants: Fixtures.merchants)
    let store = InMemoryLocalStore(favourites: [MerchantID("m-cafe")])
    let clock = ManualClock()

    func makeModel(_ directory: (any MerchantDirectory)? = nil, location: ChosenLocation? = nil)
        -> MerchantListViewModel
    {
        let directory = directory ?? self.directory
        return MerchantListViewModel(
            search: SearchMerchants(directory: directory), listNearby: ListNearbyMerchants(directory: directory),
            favourites: Favourites(store: store), recentSearches: RecentSearches(store: store), location: location,
            clock: clock)
    }

    var cafe: MerchantRow {
        var row = ListRows.cafe
        row.isFavourite = true
        return row
    }

    @Test func typingSearchesOnlyAfterAQuarterSecondPause() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        model.searchTextChanged("b")
        clock.advance(by: .milliseconds(100))
        model.searchTextChanged("bo")
        clock.advance(by: .milliseconds(249))
        var expected = ListRows.loaded(ListRows.shown([ListRows.books, cafe, ListRows.grocer]))
        expected.searchText = "bo"
        expected.isSearchFocused = true
        #expect(model.state == expected)
        clock.advance(by: .milliseconds(1))
        await model.waitUntilIdle()
        expected.rows = [ListRows.books]
        expected.countText = "1 merchant"
        #expect(model.state == expected)
        #expect(await directory.receivedQueries.map(\.text) == ["", "bo"])
    }

    @Test func anOldSearchAnsweringAfterANewerOneIsDropped() async {
        let slow = SuspendingDirectory(directory)
        await slow.hold("g")
        let model = makeModel(slow)
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchTextChanged("g")
        clock.advance(by: .milliseconds(250))
        await slow.waitUntilHeld("g")
        model.searchTextChanged("b")
        clock.advance(by: .milliseconds(250))
        let expected = ListRows.state {
            $0.searchText = "b"
            $0.rows = [ListRows.books]
            $0.selectedIndex = 0
            $0.phase = .loaded
            $0.countText = "1 merchant"
            $0.isAtEnd = true
        }
        await waitUntil { model.state == expected }
        await slow.release("g")
        await model.waitUntilIdle()
        #expect(model.state == expected)
        #expect(await slow.receivedTexts == ["", "g", "b"])
        #expect(model.takeIntents() == [])
    }

    @Test func aPageOfAnOldQueryAnsweringAfterANewSearchIsNotAppended() async {
        let slow = SuspendingDirectory(directory)
        let model = MerchantListViewModel(
            search: SearchMerchants(directory: slow), listNearby: ListNearbyMerchants(directory: slow),
            favourites: Favourites(store: store), recentSearches: RecentSearches(store: store), location: nil,
            clock: clock, pageSize: ListRows.shortPageSize)
        model.screenAppeared()
        await model.waitUntilIdle()
        await slow.hold("")
        model.nextPageRequested()
        await slow.waitUntilHeld("")
        model.searchTextChanged("caf")
        model.searchSubmitted()
        let expected = ListRows.state {
            $0.searchText = "caf"
            $0.recentSearches = ["caf"]
            $0.rows = [cafe]
            $0.selectedIndex = 0
            $0.phase = .loaded
            $0.countText = "1 merchant"
            $0.isAtEnd = true
        }
        await waitUntil { model.state == expected }
        await slow.release("")
        await model.waitUntilIdle()
        #expect(model.state == expected)
    }

    @Test func theOnlineTabListsMerchantsThatSellOnTheWeb() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.tabSelected(.online)
        #expect(model.state.phase == .loading)
        await model.waitUntilIdle()
        #expect(model.state == ListRows.loaded(ListRows.shown([ListRows.books, ListRows.grocer]), tab: .online))
    }

    @Test func theNearbyTabWithoutALocationAsksNothingAndSaysWhatItNeeds() async {
        let model = makeModel()
        model.tabSelected(.nearby)
        await model.waitUntilIdle()
        #expect(
            model.state
                == ListRows.state(tab: .nearby) {
                    $0.phase = .empty("Nearby lists the merchants around a location you choose.")
                    $0.isAtEnd = true
                    $0.needsLocation = true
                })
        #expect(await directory.receivedQueries == [])
    }

    @Test func theNearbyTabListsShopsWithinTheRadiusWithTheirDistance() async {
        let near = ChosenLocation(
            name: "Plaza Venezuela", coordinate: Coordinate(latitude: 10.4990, longitude: -66.8840)!,
            radius: .kilometers(10))
        let model = makeModel(location: near)
        model.tabSelected(.nearby)
        await model.waitUntilIdle()
        var row = ListRows.cafe
        row.distance = "3.0 km"
        var expected = ListRows.loaded([row], tab: .nearby, location: "Near Plaza Venezuela, within 10 km")
        expected.sort = .distance
        expected.sortText = "Sort: distance"
        #expect(model.state == expected)
    }

    /// An empty Nearby says how far it looked and where the merchants still are.
    @Test func anEmptyNearbySaysHowFarItLookedAndWhatToTryNext() async {
        let ocean = ChosenLocation(
            name: "5, -30", coordinate: Coordinate(latitude: 5, longitude: -30)!, radius: .kilometers(10))
        let model = makeModel(location: ocean)
        model.tabSelected(.nearby)
        await model.waitUntilIdle()
        let expected = ListRows.state(tab: .nearby, location: "Near 5, -30, within 10 km") {
            $0.sort = .distance
            $0.sortText = "Sort: distance"
            $0.phase = .empty(
                "No merchant within 10 km of 5, -30. Choose another location, or see every merchant nearest first "
                    + "in All.")
            $0.countText = "0 merchants"
            $0.isAtEnd = true
        }
        #expect(model.state == expected)
        #expect(model.takeIntents() == [])
    }

    @Test func sortingByDiscountPutsTheBestOfferFirst() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.sortSelected(.discount)
        await model.waitUntilIdle()
        var expected = ListRows.loaded(ListRows.shown([ListRows.books, ListRows.grocer, cafe]))
        expected.sort = .discount
        expected.sortText = "Sort: discount"
        #expect(model.state == expected)
    }

    @Test func filtersAreEditedElsewhereAndAppliedHere() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.filtersTapped()
        #expect(model.takeIntents() == [.showFilters(.none)])
        #expect(model.takeIntents() == [])
        model.filtersChanged(MerchantFilters(paymentOptions: [.dash]))
        await model.waitUntilIdle()
        var expected = ListRows.loaded([cafe])
        expected.filterText = "Filters: Dash"
        #expect(model.state == expected)
    }

    @Test func openingARowAsksToShowThatMerchant() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.merchantSelected(at: 1)
        model.merchantSelected(at: 7)
        model.syncTapped()
        #expect(model.takeIntents() == [.showMerchant(MerchantID("m-cafe")), .showSyncStatus])
        var expected = ListRows.loaded(ListRows.shown([ListRows.books, cafe, ListRows.grocer]))
        expected.selectedIndex = 1
        #expect(model.state == expected)
    }

    @Test func cancellingTheSearchClearsItAndListsEverythingAgain() async {
        let model = makeModel()
        model.screenAppeared()
        await model.waitUntilIdle()
        model.searchActivated()
        model.searchTextChanged("green")
        model.searchSubmitted()
        await model.waitUntilIdle()
        model.searchActivated()
        model.searchCancelled()
        await model.waitUntilIdle()
        var expected = ListRows.loaded(ListRows.shown([ListRows.books, cafe, ListRows.grocer]))
        expected.recentSearches = ["green"]
        #expect(model.state == expected)
    }
}
