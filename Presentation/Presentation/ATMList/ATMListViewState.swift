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
    /// The words the terminal draws around the state (headings, labels, keys), in the state's language.
    public var screenWords: ScreenWords

    /// Creates a state; view models build these, tests and goldens too.
    public init(
        searchText: String = "", isSearchFocused: Bool = false, action: ATMAction? = nil,
        actionText: String = "Filter: all",
        locationText: String? = nil, rows: [ATMListRow] = [], selectedIndex: Int? = nil, phase: LoadPhase = .idle,
        countText: String = "", isLoadingMore: Bool = false, isAtEnd: Bool = false, pagingError: String? = nil,
        screenWords: ScreenWords = .english
    ) {
        self.screenWords = screenWords
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
    public init(page: Page<ATMListing>, location: ChosenLocation? = nil, words: Words = .english) {
        self.init(
            actionText: Self.actionText(nil, words), locationText: Self.locationText(location, words),
            rows: page.items.map { ATMListRow($0, words: words) },
            phase: page.items.isEmpty
                ? .empty(
                    page.total > 0
                        ? PrintedPageCount.pastTheEnd(total: page.total, noun: "atms", words: words)
                        : words("atms.no-match"))
                : .loaded,
            countText: PrintedPageCount.text(page, noun: "atms", words: words) {
                Self.countText(shown: $0, total: $1, words: words)
            },
            isAtEnd: !page.hasMore, screenWords: ScreenWords(words))
    }

    /// "Nearest to Caracas first": where the ATMs are measured from and what that does to their order; "In
    /// California, nearest to its centre first" for a territory, whose ATMs alone are listed; `nil` without a location.
    public static func locationText(_ location: ChosenLocation?, _ words: Words = .english) -> String? {
        guard let location else { return nil }
        return words(location.territory != nil ? "atms.in-territory" : "atms.nearest", location.name)
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
    public static func actionWord(_ action: ATMAction?, _ words: Words = .english) -> String {
        switch action {
        case nil: words("atms.action.all")
        case .buy: ATMListRow.typeWord(.buy, words)
        case .sell: ATMListRow.typeWord(.sell, words)
        case .buyAndSell: ATMListRow.typeWord(.buyAndSell, words)
        }
    }

    /// The key of a filter in the tables: "all", "buy", "sell", "buy-and-sell".
    static func key(_ action: ATMAction?) -> String {
        switch action {
        case nil: "all"
        case .buy: "buy"
        case .sell: "sell"
        case .buyAndSell: "buy-and-sell"
        }
    }

    static func actionText(_ action: ATMAction?, _ words: Words = .english) -> String {
        words("atms.filter.\(key(action))")
    }

    /// The sentence for a list with no rows: "No ATMs.", "No ATMs where you can sell Dash match “x”."
    /// "No ATMs where you can buy Dash match “x”", and "… in California …" when a territory is chosen.
    static func emptyMessage(
        _ action: ATMAction?, text: String, territory: String? = nil, _ words: Words = .english
    ) -> String {
        let key = "atms.empty.\(key(action))"
        guard let territory else { return text.isEmpty ? words(key) : words(key + ".text", text) }
        return text.isEmpty ? words(key + ".in", territory) : words(key + ".text.in", territory, text)
    }

    /// "3 ATMs", or "Showing 50 of 2,562 ATMs" while more remain.
    static func countText(shown: Int, total: Int, words: Words = .english) -> String {
        shown >= total
            ? words.count(total, "count.atms")
            : words("list.count.showing", words.number(shown), words.count(total, "count.atms"))
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

    /// The row for a listing, in a language's words.
    public init(_ listing: ATMListing, words: Words = .english) {
        let location = listing.atm.location
        var place: [String] = []
        for part in [location.city, location.territory].compactMap({ $0 }) where !place.contains(part) {
            place.append(part)
        }
        self.init(
            id: listing.id, name: listing.atm.name, manufacturer: listing.atm.manufacturer ?? "",
            type: Self.typeWord(listing.atm.type, words), place: place.joined(separator: ", "),
            distance: listing.distance.map(words.distance))
    }

    /// The short word for a type, for tables.
    public static func typeWord(_ type: ATMType?, _ words: Words = .english) -> String {
        switch type {
        case .buy: words("atms.type.buy")
        case .sell: words("atms.type.sell")
        case .buyAndSell: words("atms.type.buy-and-sell")
        case nil: "?"
        }
    }
}
