import Domain
import Presentation
import Testing

@MainActor
@Suite struct FiltersViewModelTests {
    /// The rows for filters holding these values, in screen order.
    func rows(on: Set<String> = [], territory: String = "Any") -> [FilterRow] {
        let toggles: [(String, String)] = [
            ("Pay with", "Dash"), ("Pay with", "CTX"), ("Pay with", "PiggyCards"), ("Amounts", "Fixed amounts"),
            ("Amounts", "Flexible amounts"), ("Type", "Online"), ("Type", "Shops"), ("Type", "Online and shops"),
        ]
        return toggles.map { FilterRow(group: $0.0, label: $0.1, value: .toggle(on.contains($0.1))) }
            + [FilterRow(group: "Territory", label: "Territory", value: .choice(territory))]
    }

    @Test func opensWithTheListsFiltersInWords() {
        let model = FiltersViewModel(filters: MerchantFilters(paymentOptions: [.ctx], territory: "Carabobo"))
        #expect(
            model.state
                == FiltersViewState(rows: rows(on: ["CTX"], territory: "Carabobo"), summary: "CTX, Carabobo"))
        #expect(model.takeIntents() == [])
    }

    @Test func togglingTheHighlightedRowSwitchesThatValue() {
        let model = FiltersViewModel(filters: .none)
        model.optionToggled()
        model.selectionMoved(by: 4)
        model.optionToggled()
        #expect(
            model.state
                == FiltersViewState(
                    rows: rows(on: ["Dash", "Flexible amounts"]), selectedIndex: 4,
                    summary: "Dash, Flexible amounts", hasChanges: true))
        model.optionToggled()
        model.selectionMoved(by: -99)
        #expect(
            model.state
                == FiltersViewState(rows: rows(on: ["Dash"]), selectedIndex: 0, summary: "Dash", hasChanges: true))
        model.applyTapped()
        #expect(model.takeIntents() == [.apply(MerchantFilters(paymentOptions: [.dash]))])
    }

    @Test func theTerritoryIsChosenOnItsOwnScreen() {
        let model = FiltersViewModel(filters: .none)
        model.selectionMoved(by: 99)
        model.optionToggled()
        #expect(model.takeIntents() == [.showTerritories(selected: nil)])
        model.territoryChosen("Beirut")
        #expect(
            model.state
                == FiltersViewState(
                    rows: rows(territory: "Beirut"), selectedIndex: 8, summary: "Beirut", hasChanges: true))
    }

    @Test func clearingEmptiesEveryFilterAndBackKeepsTheOldOnes() {
        let model = FiltersViewModel(filters: MerchantFilters(types: [.online]))
        model.clearTapped()
        #expect(model.state == FiltersViewState(rows: rows(), summary: "none", hasChanges: true))
        model.backTapped()
        #expect(model.takeIntents() == [.back])
    }
}
