import Presentation

/// The addresses the location picker links to.
public struct LocationPickerLinks: Hashable, Sendable {
    /// The search field's form.
    public var search: WebForm
    /// One address per row, in the state's order: choosing it (the intent `chosen`).
    public var rows: [String]
    /// Back without choosing (the intent `back`).
    public var back: String

    /// Creates the links.
    public init(search: WebForm, rows: [String], back: String) {
        self.search = search
        self.rows = rows
        self.back = back
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
            if let problem = state.problem { html.element("p", ["class": "problem", "role": "alert"], text: problem) }
            html.element("div", ["id": "results"]) { html in
                if WebPage.phase(state.phase, loading: words.pickerLoading, into: &html) { return }
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
