import Domain

extension MerchantListViewState {
    /// The list as it stands once `page` has answered `query` and nothing else happened: what `explore search`
    /// prints. The view model builds its loaded state with the same words.
    ///
    /// - Parameters:
    ///   - locationText: how to name the query's position; by default its coordinates, as given
    ///     ("Near 10.4806, -66.9036"), since a printed page has no named location.
    ///   - words: the language of the page's sentences.
    public init(
        page: Page<MerchantListing>, query: MerchantQuery, locationText: String? = nil, words: Words = .english
    ) {
        let locationText =
            locationText ?? query.position.map { words("list.near-position", "\($0.latitude)", "\($0.longitude)") }
        let rows = page.items.map { MerchantRow($0, isFavourite: false, words: words) }
        self.init(
            tabs: DirectoryTab.allCases.map {
                TabItem(title: MerchantListViewModel.title(of: $0, words), isSelected: $0 == query.tab)
            },
            tab: query.tab, searchText: query.text, sort: query.sort,
            sorts: Self.sorts(located: query.position != nil), sortText: Self.sortText(query.sort, words),
            filterText: Self.filterText(query.filters, words), locationText: locationText, rows: rows,
            selectedIndex: nil,
            phase: rows.isEmpty
                ? .empty(
                    page.total > 0
                        ? PrintedPageCount.pastTheEnd(total: page.total, noun: "merchants", words: words)
                        : Self.emptyMessage(
                            tab: query.tab, text: query.text, filtered: !query.filters.isEmpty, words: words))
                : .loaded,
            countText: rows.isEmpty
                ? ""
                : PrintedPageCount.text(page, noun: "merchants", words: words) {
                    Self.countText(shown: $0, total: $1, words: words)
                },
            isAtEnd: !page.hasMore, screenWords: ScreenWords(words))
    }

    /// "3 merchants", or "Showing 50 of 1,234 merchants" while more remain.
    static func countText(shown: Int, total: Int, words: Words = .english) -> String {
        shown >= total
            ? words.count(total, "count.merchants")
            : words("list.count.showing", words.number(shown), words.count(total, "count.merchants"))
    }

    /// "Sort: name"
    static func sortText(_ sort: MerchantSort, _ words: Words) -> String {
        words("list.sort", words("list.sort.\(sort.rawValue)"))
    }

    /// "Filters: none", "Filters: Dash, Carabobo"
    static func filterText(_ filters: MerchantFilters, _ words: Words) -> String {
        words("list.filters", FilterWords.summary(filters, words: words))
    }

    /// The sentence for a search whose words name no merchant but a place: "No merchant is named like “zurich”; Zürich
    /// is a place: search near it with --near zurich." `how` says how to do that on this front end.
    public static func namesAPlace(text: String, place: String, how: String, words: Words = .english) -> String {
        words("list.names-a-place", text, place, how)
    }

    /// The sentence for a list with no rows, in the tab's words, and the names the person may have meant
    /// (``SearchMerchants/suggestions(for:places:limit:)``): "No merchants match “cafee”. Did you mean “Café Ávila”?"
    public static func emptyMessage(
        tab: DirectoryTab, text: String, filtered: Bool, suggestions: [String] = [], words: Words = .english
    ) -> String {
        let key = "list.empty.\(tab.rawValue)" + (text.isEmpty ? "" : ".text") + (filtered ? ".filtered" : "")
        return (text.isEmpty ? words(key) : words(key, text)) + ErrorMessages.didYouMean(suggestions, words: words)
    }
}
