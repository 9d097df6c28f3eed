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

    /// The rows in screen order, each with what it changes.
    private enum Option: Hashable, CaseIterable {
        static let allCases: [Option] =
            PaymentOption.enabled.map(Option.payment) + DenominationsType.allCases.map(Option.amounts)
            + MerchantType.allCases.map(Option.type) + [.territory]

        case payment(PaymentOption)
        case amounts(DenominationsType)
        case type(MerchantType)
        case territory
    }

    /// Opens the screen on the filters the list holds now.
    public init(filters: MerchantFilters) {
        self.original = filters
        self.filters = filters
        self.state = FiltersViewState(rows: [], summary: "")
        refresh()
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [FiltersIntent] {
        intents.take()
    }

    /// Moves the highlight by rows (negative is up), stopping at the ends.
    public func selectionMoved(by offset: Int) {
        state.selectedIndex = min(max(0, state.selectedIndex + offset), Option.allCases.count - 1)
    }

    /// Space or Enter on the highlighted row: switches a value, or opens the territory list.
    public func optionToggled() {
        switch Option.allCases[state.selectedIndex] {
        case .payment(let option): filters.paymentOptions.formSymmetricDifference([option])
        case .amounts(let type): filters.denominations.formSymmetricDifference([type])
        case .type(let type): filters.types.formSymmetricDifference([type])
        case .territory: intents.append(.showTerritories(selected: filters.territory))
        }
        refresh()
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
        state.rows = Option.allCases.map(row)
        state.summary = FilterWords.summary(filters)
        state.hasChanges = filters != original
    }

    private func row(_ option: Option) -> FilterRow {
        switch option {
        case .payment(let payment):
            FilterRow(
                group: "Pay with", label: FilterWords.label(payment),
                value: .toggle(filters.paymentOptions.contains(payment)), detail: FilterWords.detail(payment))
        case .amounts(let type):
            FilterRow(
                group: "Amounts", label: FilterWords.label(type), value: .toggle(filters.denominations.contains(type)))
        case .type(let type):
            FilterRow(group: "Type", label: FilterWords.label(type), value: .toggle(filters.types.contains(type)))
        case .territory:
            FilterRow(group: "Territory", label: "Territory", value: .choice(filters.territory ?? "Any"))
        }
    }
}
