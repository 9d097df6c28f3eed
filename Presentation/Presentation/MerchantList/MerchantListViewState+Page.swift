import Domain

extension MerchantListViewState {
    /// The list as it stands once `page` has answered `query` and nothing else happened: what `explore search`
    /// prints. The view model builds its loaded state with the same words.
    ///
    /// - Parameter locationText: how to name the query's position; by default its coordinates, as given
    ///   ("Near 10.4806, -66.9036"), since a printed page has no named location.
    public init(page: Page<MerchantListing>, query: MerchantQuery, locationText: String? = nil) {
        let locationText = locationText ?? query.position.map { "Near \($0.latitude), \($0.longitude)" }
        let rows = page.items.map { MerchantRow($0, isFavourite: false) }
        self.init(
            tabs: DirectoryTab.allCases.map {
                TabItem(title: MerchantListViewModel.title(of: $0), isSelected: $0 == query.tab)
            },
            tab: query.tab, searchText: query.text, sort: query.sort,
            sorts: Self.sorts(located: query.position != nil), sortText: "Sort: \(query.sort.rawValue)",
            filterText: "Filters: \(FilterWords.summary(query.filters))", locationText: locationText, rows: rows,
            selectedIndex: nil,
            phase: rows.isEmpty
                ? .empty(
                    page.total > 0
                        ? PrintedPageCount.pastTheEnd(total: page.total, noun: "merchant")
                        : Self.emptyMessage(tab: query.tab, text: query.text, filtered: !query.filters.isEmpty))
                : .loaded,
            countText: rows.isEmpty
                ? "" : PrintedPageCount.text(page, noun: "merchant", firstPage: Self.countText(shown:total:)),
            isAtEnd: !page.hasMore)
    }

    /// "3 merchants", or "Showing 50 of 1,234 merchants" while more remain.
    static func countText(shown: Int, total: Int) -> String {
        shown >= total
            ? Formats.count(total, "merchant")
            : "Showing \(Formats.grouped(shown)) of \(Formats.count(total, "merchant"))"
    }

    /// The sentence for a search whose words name no merchant but a place: "No merchant is named like “zurich”; Zürich
    /// is a place: search near it with --near zurich." `how` says how to do that on this front end.
    public static func namesAPlace(text: String, place: String, how: String) -> String {
        "No merchant is named like \u{201C}\(text)\u{201D}; \(place) is a place: \(how)."
    }

    /// The sentence for a list with no rows, in the tab's words, and the names the person may have meant
    /// (``SearchMerchants/suggestions(for:places:limit:)``): "No merchants match “cafee”. Did you mean “Café Ávila”?"
    public static func emptyMessage(
        tab: DirectoryTab, text: String, filtered: Bool, suggestions: [String] = []
    ) -> String {
        let scope =
            switch tab {
            case .all: "merchants"
            case .online: "online merchants"
            case .nearby: "merchants nearby"
            }
        var sentence = text.isEmpty ? "No \(scope)" : "No \(scope) match \u{201C}\(text)\u{201D}"
        if filtered { sentence += " with these filters" }
        return sentence + "." + ErrorMessages.didYouMean(suggestions)
    }
}
