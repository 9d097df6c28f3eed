import Domain
import Presentation
import Testing

@MainActor
@Suite struct FiltersViewModelTests {
    /// The "Pay with" rows this build shows: PiggyCards only with its package trait.
    static let payWith: [String] = {
        #if PiggyCards
            ["Dash", "CTX", "PiggyCards"]
        #else
            ["Dash", "CTX"]
        #endif
    }()

    /// The option each "Pay with" row switches, in screen order.
    static let payWithOptions: [FilterOption] = {
        #if PiggyCards
            [.payment(.dash), .payment(.ctx), .payment(.piggyCards)]
        #else
            [.payment(.dash), .payment(.ctx)]
        #endif
    }()

    /// The rows for filters holding these values, in screen order.
    func rows(on: Set<String> = [], territory: String = "Any") -> [FilterRow] {
        let toggles: [(String, String, FilterOption)] =
            zip(Self.payWith, Self.payWithOptions).map { ("Pay with", $0, $1) } + [
                ("Amounts", "Fixed amounts", .amounts(.fixed)), ("Amounts", "Flexible amounts", .amounts(.minMax)),
                ("Type", "Online", .type(.online)), ("Type", "Shops", .type(.physical)),
                ("Type", "Online and shops", .type(.both)),
            ]
        let details = [
            "Dash": "pay in Dash at the merchant", "CTX": "gift cards sold by CTX for Dash",
            "PiggyCards": "gift cards sold by PiggyCards for Dash",
        ]
        return toggles.map {
            FilterRow(
                group: $0.0, label: $0.1, value: .toggle(on.contains($0.1)), detail: details[$0.1] ?? "", option: $0.2)
        }
            + [FilterRow(group: "Territory", label: "Territory", value: .choice(territory))]
    }

    /// Where the row labelled `label` is on the screen.
    func index(of label: String) throws -> Int {
        try #require(rows().firstIndex { $0.label == label })
    }

    @Test func payWithOffersDashAndEachEnabledProvider() {
        let labels = FiltersViewModel(filters: .none).state.rows.filter { $0.group == "Pay with" }.map(\.label)
        #expect(labels == Self.payWith)
        #if PiggyCards
            #expect(labels.contains("PiggyCards"))
        #else
            #expect(!labels.contains("PiggyCards"), "without the trait there is no PiggyCards filter")
        #endif
    }

    @Test func opensWithTheListsFiltersInWords() {
        let model = FiltersViewModel(filters: MerchantFilters(paymentOptions: [.ctx], territory: "Carabobo"))
        #expect(
            model.state
                == FiltersViewState(rows: rows(on: ["CTX"], territory: "Carabobo"), summary: "CTX, Carabobo"))
        #expect(model.takeIntents() == [])
    }

    @Test func settingAFilterSwitchesThatValueWhereverTheHighlightIs() {
        let model = FiltersViewModel(filters: .none)
        model.filterSet(.payment(.dash), on: true)
        model.filterSet(.amounts(.minMax), on: true)
        #expect(
            model.state
                == FiltersViewState(
                    rows: rows(on: ["Dash", "Flexible amounts"]), summary: "Dash, Flexible amounts", hasChanges: true))
        model.filterSet(.amounts(.minMax), on: true)
        #expect(model.state.summary == "Dash, Flexible amounts", "setting a value already on leaves it on")
        model.filterSet(.amounts(.minMax), on: false)
        model.filterSet(.type(.online), on: false)
        #expect(model.state == FiltersViewState(rows: rows(on: ["Dash"]), summary: "Dash", hasChanges: true))
        #expect(model.takeIntents() == [])
        model.applyTapped()
        #expect(model.takeIntents() == [.apply(MerchantFilters(paymentOptions: [.dash]))])
    }

    @Test func settingEveryFilterOffAgainLeavesNoChange() {
        let model = FiltersViewModel(filters: MerchantFilters(types: [.both]))
        model.filterSet(.type(.both), on: false)
        model.filterSet(.type(.physical), on: true)
        #expect(model.state == FiltersViewState(rows: rows(on: ["Shops"]), summary: "Shops", hasChanges: true))
        model.filterSet(.type(.physical), on: false)
        model.filterSet(.type(.both), on: true)
        #expect(model.state == FiltersViewState(rows: rows(on: ["Online and shops"]), summary: "Online and shops"))
    }

    #if !PiggyCards
        @Test func aFilterThisBuildDoesNotOfferIsIgnored() {
            let model = FiltersViewModel(filters: .none)
            model.filterSet(.payment(.piggyCards), on: true)
            #expect(model.state == FiltersViewState(rows: rows(), summary: "none"))
        }
    #endif

    @Test func theTerritoryIsChosenOnItsOwnScreen() {
        let model = FiltersViewModel(filters: MerchantFilters(territory: "Carabobo"))
        model.territoryTapped()
        #expect(model.takeIntents() == [.showTerritories(selected: "Carabobo")])
        #expect(model.state == FiltersViewState(rows: rows(territory: "Carabobo"), summary: "Carabobo"))
        model.territoryChosen("Beirut")
        #expect(
            model.state
                == FiltersViewState(rows: rows(territory: "Beirut"), summary: "Beirut", hasChanges: true))
        #expect(model.takeIntents() == [])
    }

    @Test func clearingEmptiesEveryFilterAndBackKeepsTheOldOnes() {
        let model = FiltersViewModel(filters: MerchantFilters(types: [.online]))
        model.clearTapped()
        #expect(model.state == FiltersViewState(rows: rows(), summary: "none", hasChanges: true))
        model.backTapped()
        #expect(model.takeIntents() == [.back])
    }
}
