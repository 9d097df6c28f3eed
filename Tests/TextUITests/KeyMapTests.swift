import Domain
import Presentation
import TestSupport
import Testing
import TextUI

/// The terminal's keys sent through ``KeyMap``: each one lands on the input that says what the person means, and the
/// cycling keys go round the values the state offers.
@MainActor
@Suite struct KeyMapTests {
    @Test func spaceSwitchesTheHighlightedFilterAndOpensTheTerritoryListOnItsRow() {
        let model = FiltersViewModel(filters: .none)
        #expect(KeyMap.send(.character(" "), to: model) == .proceed)
        #expect(model.state.summary == "Dash" && model.state.hasChanges)
        _ = KeyMap.send(.down, to: model)
        _ = KeyMap.send(.enter, to: model)
        #expect(model.state.summary == "Dash, CTX")
        _ = KeyMap.send(.character(" "), to: model)
        #expect(model.state.summary == "Dash")
        _ = KeyMap.send(.end, to: model)
        _ = KeyMap.send(.enter, to: model)
        #expect(model.takeIntents() == [.showTerritories(selected: nil)])
        #expect(model.state.summary == "Dash")
    }

    @Test func tGoesRoundTheATMFiltersInTheScreensOrder() {
        let model = ATMListViewModel(
            search: SearchATMs(directory: InMemoryATMDirectory(atms: Fixtures.atms)), location: nil)
        var chosen: [ATMAction?] = []
        for _ in ATMListViewState.actions {
            _ = KeyMap.send(.character("t"), to: model)
            chosen.append(model.state.action)
        }
        #expect(chosen == [.buy, .sell, .buyAndSell, nil])
    }

    func merchantList(location: ChosenLocation? = nil) -> MerchantListViewModel {
        let directory = InMemoryDirectory(merchants: Fixtures.merchants)
        let store = InMemoryLocalStore()
        return MerchantListViewModel(
            search: SearchMerchants(directory: directory), listNearby: ListNearbyMerchants(directory: directory),
            favourites: Favourites(store: store), recentSearches: RecentSearches(store: store), location: location)
    }

    @Test func sGoesRoundTheSortsOnOfferByDistanceOnlyWithALocation() {
        let model = merchantList()
        var sorts: [MerchantSort] = []
        for _ in 0..<2 {
            _ = KeyMap.send(.character("s"), to: model)
            sorts.append(model.state.sort)
        }
        #expect(sorts == [.discount, .name])

        let located = merchantList(location: ChosenLocation(name: "Caracas", coordinate: Fixtures.caracas))
        sorts = []
        for _ in 0..<3 {
            _ = KeyMap.send(.character("s"), to: located)
            sorts.append(located.state.sort)
        }
        #expect(sorts == [.discount, .name, .distance])
    }

    @Test func tabAndShiftTabGoRoundTheTabs() {
        let model = merchantList()
        var tabs: [DirectoryTab] = []
        for _ in 0..<3 {
            _ = KeyMap.send(.tab, to: model)
            tabs.append(model.state.tab)
        }
        _ = KeyMap.send(.backTab, to: model)
        tabs.append(model.state.tab)
        #expect(tabs == [.online, .nearby, .all, .nearby])
    }

    @Test func enterChoosesTheHighlightedTerritoryByName() async {
        let model = TerritoriesViewModel(
            selected: "Carabobo",
            listTerritories: ListTerritories(directory: InMemoryDirectory(merchants: Fixtures.merchants)))
        model.screenAppeared()
        await model.waitUntilIdle()
        _ = KeyMap.send(.enter, to: model)
        _ = KeyMap.send(.home, to: model)
        _ = KeyMap.send(.character(" "), to: model)
        #expect(model.takeIntents() == [.chosen("Carabobo"), .chosen(nil)])
    }

    @Test func enterChoosesTheHighlightedLocationByValue() async {
        let model = LocationPickerViewModel(
            current: nil,
            chooseLocation: ChooseLocation(
                places: InMemoryPlaceDirectory(merchants: Fixtures.merchants), store: InMemoryLocalStore()))
        model.screenAppeared()
        await model.waitUntilIdle()
        for character in "10,20" { _ = KeyMap.send(.character(character), to: model) }
        _ = KeyMap.send(.enter, to: model)
        await model.waitUntilIdle()
        let position = ChosenLocation(
            name: "10, 20", coordinate: Coordinate(latitude: 10, longitude: 20)!, radius: .kilometers(30))
        #expect(model.takeIntents() == [.chosen(position)])
    }
}
