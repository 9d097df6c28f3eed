import Presentation

/// The addresses the location picker links to.
public struct LocationPickerLinks: Hashable, Sendable {
    /// The search field's form.
    public var search: WebForm
    /// One address per row, in the state's order: choosing it (the intent `chosen`).
    public var rows: [String]
    /// Back without choosing (the intent `back`).
    public var back: String
    /// The list without a location, to which the page's script adds the visitor's position (`near=LAT,LON`) when
    /// they ask for what is near them; `nil`: the page offers no such button.
    public var nearMe: String?

    /// Creates the links.
    public init(search: WebForm, rows: [String], back: String, nearMe: String? = nil) {
        self.search = search
        self.rows = rows
        self.back = back
        self.nearMe = nearMe
    }
}

extension WebRenderer {
    /// The places whose names match the text, or a position typed as `LAT,LON`, each a link that chooses it.
    public static func page(_ state: LocationPickerViewState, links: LocationPickerLinks, frame: WebFrame) -> String {
        let words = frame.words
        return WebPage.document(title: words.chooseLocation, frame: frame) { html in
            html.element("p", ["class": "breadcrumb"]) { html in
                html.element("a", ["href": links.back], text: "\u{2190} " + words.merchants)
            }
            html.element("h1", text: words.chooseLocation)
            html.element("p", ["class": "lead"], text: state.current)
            WebPage.searchForm(
                links.search, label: words.pickerSearchLabel, name: "find", value: state.text,
                placeholder: words.pickerPlaceholder, button: words.search, into: &html)
            if let nearMe = links.nearMe {
                // Hidden until the script finds the browser can tell where the visitor is: a page without
                // JavaScript offers only what works without it.
                html.element("p", ["class": "near-me"]) { html in
                    html.element(
                        "button", ["type": "button", "data-near-me": nearMe, "hidden": ""], text: words.pickerNearMe)
                }
            }
            if let problem = state.problem { html.element("p", ["class": "problem", "role": "alert"], text: problem) }
            html.element("div", ["id": "results"]) { html in
                if WebPage.phase(state.phase, loading: words.pickerLoading, into: &html) { return }
                if let notice = state.notice { html.element("p", ["class": "hint", "role": "status"], text: notice) }
                html.element("ul", ["class": "territory-list"]) { html in
                    for (index, row) in state.rows.enumerated() {
                        html.element("li") { html in
                            html.element("a", ["href": links.rows[index], "dir": "auto"], text: row.title)
                            let words = [row.detail, row.merchants].filter { !$0.isEmpty }
                            html.element("span", ["class": "detail"], text: words.joined(separator: " · "))
                        }
                    }
                }
            }
        }
    }
}
