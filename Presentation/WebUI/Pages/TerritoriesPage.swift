import Presentation

/// The addresses the territory list links to.
public struct TerritoriesLinks: Hashable, Sendable {
    /// One address per row, in the state's order ("Any territory" first): choosing it (the intent `chosen`).
    public var rows: [String]
    /// Back without choosing (the intent `back`).
    public var back: String

    /// Creates the links.
    public init(rows: [String], back: String) {
        self.rows = rows
        self.back = back
    }
}

extension WebRenderer {
    /// The territories with their merchant counts, each a link that chooses it.
    public static func page(_ state: TerritoriesViewState, links: TerritoriesLinks, frame: WebFrame) -> String {
        let words = frame.words
        return WebPage.document(title: words.territories, description: words.territoriesDescription, frame: frame) {
            html in
            html.element("p", ["class": "breadcrumb"]) { html in
                html.element("a", ["href": links.back], text: "\u{2190} " + words.filters)
            }
            html.element("h1", text: words.territories)
            if WebPage.phase(state.phase, loading: words.territoriesLoading, into: &html) { return }
            html.element("ul", ["class": "territory-list"]) { html in
                for (index, row) in state.rows.enumerated() {
                    html.element("li") { html in
                        if row.isChosen {
                            html.element(
                                "a", ["href": links.rows[index], "dir": "auto", "aria-current": "true"], text: row.name)
                        } else {
                            html.element("a", ["href": links.rows[index], "dir": "auto"], text: row.name)
                        }
                        if !row.merchants.isEmpty {
                            html.element("span", ["class": "detail"], text: row.merchants)
                        }
                    }
                }
            }
        }
    }
}
