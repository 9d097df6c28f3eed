import Presentation

/// The addresses the ATM list links to.
public struct ATMListLinks: Hashable, Sendable {
    /// The search field's form.
    public var search: WebForm
    /// The ATM filters (all, buy, sell, buy and sell), the current one marked.
    public var actions: [WebLink]
    /// One address per row, in the state's order: the ATM's page (the intent `showATM`).
    public var rows: [String]
    /// The location picker.
    public var location: String
    /// The same list with the next page added; `nil` at the end.
    public var more: String?

    /// Creates the links.
    public init(search: WebForm, actions: [WebLink], rows: [String], location: String, more: String? = nil) {
        self.search = search
        self.actions = actions
        self.rows = rows
        self.location = location
        self.more = more
    }
}

extension WebRenderer {
    /// The ATMs: search, the buy/sell filter, then the rows loaded so far, nearest first when a location is chosen.
    public static func page(_ state: ATMListViewState, links: ATMListLinks, frame: WebFrame) -> String {
        let words = frame.words
        return WebPage.document(title: words.atms, description: words.atmsDescription, frame: frame) { html in
            html.element("h1", text: words.atms)
            WebPage.location(state.locationText, picker: links.location, words: words, into: &html)
            WebPage.searchForm(
                links.search, label: words.atmsSearchLabel, name: "q", value: state.searchText,
                placeholder: words.atmsSearchPlaceholder, button: words.search, into: &html)
            WebPage.choices(words.atmFilterMenu, links.actions, into: &html)
            html.element("div", ["id": "results"]) { html in
                if state.rows.isEmpty {
                    _ = WebPage.phase(state.phase, loading: words.atmsLoading, into: &html)
                    return
                }
                html.element("p", ["class": "count", "role": "status"], text: state.countText)
                html.element("ul", ["class": "merchant-list"]) { html in
                    for (index, row) in state.rows.enumerated() {
                        html.element("li", ["id": "row-\(index + 1)"]) { html in
                            html.element("a", ["href": links.rows[index], "dir": "auto"], text: row.name)
                            // A no-break space in the distance, as on the merchant list.
                            let distance = row.distance.map { $0.replacing(" ", with: "\u{00A0}") } ?? ""
                            let words = [row.type, row.manufacturer, row.place, distance]
                            html.element(
                                "span", ["class": "detail"], text: words.filter { !$0.isEmpty }.joined(separator: " · ")
                            )
                        }
                    }
                }
                if let error = state.pagingError {
                    html.element("p", ["class": "problem", "role": "alert"], text: error)
                }
                WebPage.more(state.isAtEnd ? nil : links.more, words: words, into: &html)
            }
        }
    }
}
