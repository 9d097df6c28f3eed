import Presentation

/// The addresses the merchant list links to, made by the server from the page's own address.
public struct MerchantListLinks: Hashable, Sendable {
    /// One address per tab, in the state's order.
    public var tabs: [String]
    /// The sort orders this list offers, the current one marked.
    public var sorts: [WebLink]
    /// On Nearby, the same list within each radius a visitor may choose (`DistanceUnit.radii`), the
    /// current one marked; empty elsewhere.
    public var radii: [WebLink]
    /// One address per row, in the state's order: the merchant's page.
    public var rows: [String]
    /// The search field's form.
    public var search: WebForm
    /// The filters page.
    public var filters: String
    /// The location picker.
    public var location: String
    /// The same list with the next page added; `nil` at the end (or past the pages a visitor may ask for).
    public var more: String?
    /// The merchants near the place the search names (``MerchantListViewState/namedPlace``).
    public var nearNamedPlace: String?
    /// One address per suggestion, in the state's order (``MerchantListViewState/suggestions``): the same list
    /// searching for it.
    public var suggestions: [String]

    /// Creates the links.
    public init(
        tabs: [String], sorts: [WebLink], radii: [WebLink] = [], rows: [String], search: WebForm, filters: String,
        location: String, more: String? = nil, nearNamedPlace: String? = nil, suggestions: [String] = []
    ) {
        self.tabs = tabs
        self.sorts = sorts
        self.radii = radii
        self.rows = rows
        self.search = search
        self.filters = filters
        self.location = location
        self.more = more
        self.nearNamedPlace = nearNamedPlace
        self.suggestions = suggestions
    }
}

extension WebRenderer {
    /// The merchant list: location, search, tabs, sort and filters, then the rows loaded so far.
    public static func page(_ state: MerchantListViewState, links: MerchantListLinks, frame: WebFrame) -> String {
        let words = frame.words
        let title = words.listTitle(searching: state.searchText)
        return WebPage.document(title: title, description: words.listDescription, frame: frame) { html in
            html.element("h1", text: words.listHeading)
            WebPage.location(state.locationText, picker: links.location, words: words, into: &html)
            WebPage.searchForm(
                links.search, label: words.listSearchLabel, name: "q", value: state.searchText,
                placeholder: words.listSearchPlaceholder, button: words.search, into: &html)
            WebPage.choices(
                words.tabsMenu,
                zip(state.tabs, links.tabs).map { WebLink(href: $1, text: $0.title, isCurrent: $0.isSelected) },
                into: &html)
            html.element("div", ["class": "list-controls"]) { html in
                WebPage.choices(words.sortMenu, links.sorts, into: &html)
                if !links.radii.isEmpty {
                    WebPage.choices(words.radiusMenu, links.radii, labelShown: true, into: &html)
                }
                html.element("a", ["href": links.filters], text: state.filterText)
            }
            html.element("div", ["id": "results"]) { html in results(state, links: links, words: words, into: &html) }
        }
    }

    private static func results(
        _ state: MerchantListViewState, links: MerchantListLinks, words: WebWords, into html: inout HTML
    ) {
        if state.rows.isEmpty {
            if case .empty = state.phase, let place = state.namedPlace, let near = links.nearNamedPlace {
                html.element("p", ["class": "hint", "role": "status"]) { html in
                    html.text(
                        MerchantListViewState.namesAPlace(
                            text: state.searchText, place: place, how: words.nearPlaceHow))
                    html.text(" ")
                    html.element("a", ["href": near, "dir": "auto"], text: words.nearPlace(place))
                }
                return
            }
            if state.needsLocation, case .empty(let message) = state.phase {
                html.element("p", ["class": "hint", "role": "status"]) { html in
                    html.text(message + " ")
                    html.element("a", ["href": links.location], text: words.chooseLocation)
                }
                return
            }
            _ = WebPage.phase(state.phase, loading: words.listLoading, into: &html)
            // The names the search probably meant (the line above says so), each a search for it.
            if case .empty = state.phase, !state.suggestions.isEmpty, links.suggestions.count == state.suggestions.count
            {
                html.element("ul", ["class": "territory-list suggestions"]) { html in
                    for (name, href) in zip(state.suggestions, links.suggestions) {
                        html.element("li") { html in html.element("a", ["href": href, "dir": "auto"], text: name) }
                    }
                }
            }
            return
        }
        html.element("p", ["class": "count", "role": "status"], text: state.countText)
        html.element("ul", ["class": "merchant-list"]) { html in
            for (index, row) in state.rows.enumerated() {
                html.element("li", ["id": "row-\(index + 1)"]) { html in
                    html.element("a", ["href": links.rows[index], "dir": "auto"], text: row.name)
                    html.element("span", ["class": row.isFee ? "detail fee" : "detail"], text: detail(row))
                }
            }
        }
        if let error = state.pagingError {
            html.element("p", ["class": "problem", "role": "alert"], text: error)
        }
        WebPage.more(state.isAtEnd ? nil : links.more, words: words, into: &html)
    }

    /// "6% off · Distrito Capital · 2 locations · 850 m": the row's words after its name. The distance's figure and
    /// unit are joined by a no-break space, so that a narrow row never ends with "2.1" and starts the next with "km".
    static func detail(_ row: MerchantRow) -> String {
        let distance = row.distance.map { $0.replacing(" ", with: "\u{00A0}") } ?? ""
        return [row.offer, row.place, row.locations, distance].filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
