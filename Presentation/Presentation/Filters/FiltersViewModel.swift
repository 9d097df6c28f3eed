import Domain
import Observation

/// Edits the merchant list's filters: payment options, amounts, merchant types and territory.
///
/// It needs no use case: the filters are plain values until the list applies them.
@MainActor @Observable
public final class FiltersViewModel {
    /// The screen as it stands; read it after each input.
    public private(set) var state: FiltersViewState
    @ObservationIgnored private var intents = IntentQueue<FiltersIntent>()
    @ObservationIgnored private let original: MerchantFilters
    @ObservationIgnored private var filters: MerchantFilters

    /// The rows in screen order: every option, then the territory.
    private static var rowCount: Int { FilterOption.allCases.count + 1 }

    /// The language the state's sentences are in, handed over by the composition root.
    public let words: Words

    /// Opens the screen on the filters the list holds now.
    public init(filters: MerchantFilters, words: Words = .english) {
        self.words = words
        self.original = filters
        self.filters = filters
        self.state = FiltersViewState(rows: [], summary: "", screenWords: ScreenWords(words))
        refresh()
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [FiltersIntent] {
        intents.take()
    }

    /// Moves the highlight by rows (negative is up), stopping at the ends: the terminal's cursor.
    public func selectionMoved(by offset: Int) {
        state.selectedIndex = min(max(0, state.selectedIndex + offset), Self.rowCount - 1)
    }

    /// Switches a filter value on or off; one this build does not offer (PiggyCards without its trait) is ignored.
    public func filterSet(_ option: FilterOption, on: Bool) {
        guard FilterOption.allCases.contains(option) else { return }
        filters.set(option, on: on)
        refresh()
    }

    /// Asks to choose the territory on its own screen.
    public func territoryTapped() {
        intents.append(.showTerritories(selected: filters.territory))
    }

    /// The territory screen came back with a choice (`nil`: any territory).
    public func territoryChosen(_ territory: String?) {
        filters.territory = territory
        refresh()
    }

    /// Switches every filter off and sets the territory to any.
    public func clearTapped() {
        filters = .none
        refresh()
    }

    /// Asks to close the screen and apply the filters as they are now.
    public func applyTapped() {
        intents.append(.apply(filters))
    }

    /// Asks to close the screen and keep the filters the list had.
    public func backTapped() {
        intents.append(.back)
    }

    private func refresh() {
        state.rows =
            FilterOption.allCases.map(row)
            + [
                FilterRow(
                    group: words("filter.group.territory"), label: words("filter.group.territory"),
                    value: .choice(filters.territory ?? words("filter.any")))
            ]
        state.summary = FilterWords.summary(filters, words: words)
        state.hasChanges = filters != original
    }

    private func row(_ option: FilterOption) -> FilterRow {
        let isOn = FilterRow.Value.toggle(filters.contains(option))
        return switch option {
        case .payment(let payment):
            FilterRow(
                group: words("filter.group.pay-with"), label: FilterWords.label(payment), value: isOn,
                detail: FilterWords.detail(payment, words: words), option: option)
        case .amounts(let type):
            FilterRow(
                group: words("filter.group.amounts"), label: FilterWords.label(type, words: words), value: isOn,
                option: option)
        case .type(let type):
            FilterRow(
                group: words("filter.group.type"), label: FilterWords.label(type, words: words), value: isOn,
                option: option)
        }
    }
}
