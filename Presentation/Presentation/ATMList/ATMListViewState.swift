import Domain

/// Everything the ATM list shows, as display-ready values.
public struct ATMListViewState: Hashable, Sendable {
    /// The text in the search field, as typed (the rows may still answer an earlier text).
    public var searchText: String
    /// Whether keys go to the search field.
    public var isSearchFocused: Bool
    /// The filter by what the person wants to do: ATMs to buy Dash at, to sell at, to do both at; `nil`: every ATM.
    public var action: ATMAction?
    /// ``action`` in words: "Filter: all", "Filter: sell".
    public var actionText: String
    /// "Nearest to Caracas first", or `nil` when no location is chosen.
    public var locationText: String?
    /// The ATMs loaded so far, every page appended.
    public var rows: [ATMListRow]
    /// The highlighted row; `nil` when there are no rows.
    public var selectedIndex: Int?
    public var phase: LoadPhase
    /// "3 ATMs", "Showing 50 of 2,562 ATMs".
    public var countText: String
    /// A next page is being fetched; the rows already shown stay.
    public var isLoadingMore: Bool
    /// Every matching ATM is in ``rows``.
    public var isAtEnd: Bool
    /// Why the last page request failed, while the rows already shown stay.
    public var pagingError: String?

    /// Creates a state; view models build these, tests and goldens too.
    public init(
        searchText: String = "", isSearchFocused: Bool = false, action: ATMAction? = nil,
        actionText: String = "Filter: all",
        locationText: String? = nil, rows: [ATMListRow] = [], selectedIndex: Int? = nil, phase: LoadPhase = .idle,
        countText: String = "", isLoadingMore: Bool = false, isAtEnd: Bool = false, pagingError: String? = nil
    ) {
        self.searchText = searchText
        self.isSearchFocused = isSearchFocused
        self.action = action
        self.actionText = actionText
        self.locationText = locationText
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.phase = phase
        self.countText = countText
        self.isLoadingMore = isLoadingMore
        self.isAtEnd = isAtEnd
        self.pagingError = pagingError
    }
}

extension ATMListViewState {
    /// The list as it stands once `page` has answered and nothing else happened: what `explore atms` prints.
    ///
    /// - Parameter location: the chosen location the page is measured from, as the screen names it; `nil` when
    ///   there is none, or the position was given for this page alone (`--near`).
    public init(page: Page<ATMListing>, location: ChosenLocation? = nil) {
        self.init(
            locationText: Self.locationText(location), rows: page.items.map(ATMListRow.init),
            phase: page.items.isEmpty
                ? .empty(
                    page.total > 0 ? PrintedPageCount.pastTheEnd(total: page.total, noun: "ATM") : "No ATMs match.")
                : .loaded,
            countText: PrintedPageCount.text(page, noun: "ATM", firstPage: Self.countText(shown:total:)),
            isAtEnd: !page.hasMore)
    }

    /// "Nearest to Caracas first": where the ATMs are measured from and what that does to their order; "In
    /// California, nearest to its centre first" for a territory, whose ATMs alone are listed; `nil` without a location.
    public static func locationText(_ location: ChosenLocation?) -> String? {
        guard let location else { return nil }
        if location.territory != nil { return "In \(location.name), nearest to its centre first" }
        return "Nearest to \(location.name) first"
    }

    /// Every filter the screen offers, in the order it offers them: all, buy, sell, buy & sell.
    public static let actions: [ATMAction?] = [nil] + ATMAction.allCases

    /// The filter after `action` in ``actions``, and round again: what one press of a key that cycles them chooses.
    public static func action(after action: ATMAction?) -> ATMAction? {
        actions[((actions.firstIndex(of: action) ?? 0) + 1) % actions.count]
    }

    /// "Filter: all", or the wallets' name of the filter: "Filter: buy", "Filter: sell", "Filter: buy & sell".
    /// The filter's word where every choice is shown side by side (the web's links): "All", "Buy", "Sell",
    /// "Buy & sell".
    public static func actionWord(_ action: ATMAction?) -> String {
        switch action {
        case nil: "All"
        case .buy: ATMListRow.typeWord(.buy)
        case .sell: ATMListRow.typeWord(.sell)
        case .buyAndSell: ATMListRow.typeWord(.buyAndSell)
        }
    }

    static func actionText(_ action: ATMAction?) -> String {
        switch action {
        case nil: "Filter: all"
        case .buy: "Filter: buy"
        case .sell: "Filter: sell"
        case .buyAndSell: "Filter: buy & sell"
        }
    }

    /// The ATMs a filter lists, as a phrase: "ATMs", "ATMs where you can sell Dash".
    static func scope(_ action: ATMAction?) -> String {
        switch action {
        case nil: "ATMs"
        case .buy: "ATMs where you can buy Dash"
        case .sell: "ATMs where you can sell Dash"
        case .buyAndSell: "ATMs where you can buy and sell Dash"
        }
    }

    /// "3 ATMs", or "Showing 50 of 2,562 ATMs" while more remain.
    static func countText(shown: Int, total: Int) -> String {
        shown >= total
            ? Formats.count(total, "ATM") : "Showing \(Formats.grouped(shown)) of \(Formats.count(total, "ATM"))"
    }
}

/// One ATM of the list, in words.
public struct ATMListRow: Hashable, Sendable, Identifiable {
    public var id: Int64
    /// The ATM's name as the directory has it; the renderer makes it safe to draw.
    public var name: String
    /// "General Bytes", or "" when the directory names none.
    public var manufacturer: String
    /// "Buy", "Sell", "Buy & sell", or "?" when the directory's type is unknown.
    public var type: String
    /// "Pacoima, California": city and territory, whichever are known.
    public var place: String
    /// "850 m", or `nil` when there is no distance to show.
    public var distance: String?

    /// Creates a row from words already formatted.
    public init(
        id: Int64, name: String, manufacturer: String, type: String, place: String, distance: String? = nil
    ) {
        self.id = id
        self.name = name
        self.manufacturer = manufacturer
        self.type = type
        self.place = place
        self.distance = distance
    }

    /// The row for a listing.
    public init(_ listing: ATMListing) {
        let location = listing.atm.location
        var place: [String] = []
        for part in [location.city, location.territory].compactMap({ $0 }) where !place.contains(part) {
            place.append(part)
        }
        self.init(
            id: listing.id, name: listing.atm.name, manufacturer: listing.atm.manufacturer ?? "",
            type: Self.typeWord(listing.atm.type), place: place.joined(separator: ", "),
            distance: listing.distance.map(Formats.distance))
    }

    /// The short word for a type, for tables.
    public static func typeWord(_ type: ATMType?) -> String {
        switch type {
        case .buy: "Buy"
        case .sell: "Sell"
        case .buyAndSell: "Buy & sell"
        case nil: "?"
        }
    }
}
