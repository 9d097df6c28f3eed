import Presentation

/// The addresses the filters page links to.
public struct FiltersLinks: Hashable, Sendable {
    /// The form that applies the filters (the intent `apply`); each switched-on row is sent as `option=INDEX`.
    public var apply: WebForm
    /// The territory list (the intent `showTerritories`).
    public var territories: String
    /// Every filter off (the input `clearTapped`, then `apply`).
    public var clear: String
    /// The list with its filters as they were (the intent `back`).
    public var back: String

    /// Creates the links.
    public init(apply: WebForm, territories: String, clear: String, back: String) {
        self.apply = apply
        self.territories = territories
        self.clear = clear
        self.back = back
    }
}

extension WebRenderer {
    /// The filters as a form: a checkbox per value, grouped as the terminal groups them, and the territory chosen on
    /// its own page.
    public static func page(_ state: FiltersViewState, links: FiltersLinks, frame: WebFrame) -> String {
        let words = frame.words
        return WebPage.document(title: words.filters, frame: frame) { html in
            html.element("h1", text: words.filters)
            html.element("p", ["class": "lead"], text: words.filtersNow(state.summary))
            html.element("form", ["class": "filters", "action": links.apply.action, "method": "get"]) { html in
                for field in links.apply.hidden {
                    html.void("input", ["type": "hidden", "name": field.name, "value": field.value])
                }
                for group in groups(state.rows) {
                    html.element("fieldset") { html in
                        html.element("legend", text: group.name)
                        for (index, row) in group.rows {
                            filterRow(row, index: index, links: links, words: words, into: &html)
                        }
                    }
                }
                html.element("p", ["class": "actions"]) { html in
                    html.element("button", ["type": "submit"], text: words.apply)
                    html.element("a", ["href": links.clear], text: words.clearAll)
                    html.element("a", ["href": links.back], text: words.cancel)
                }
            }
        }
    }

    private static func filterRow(
        _ row: FilterRow, index: Int, links: FiltersLinks, words: WebWords, into html: inout HTML
    ) {
        switch row.value {
        case .toggle(let isOn):
            html.element("label") { html in
                if isOn {
                    html.void("input", ["type": "checkbox", "name": "option", "value": "\(index)", "checked": ""])
                } else {
                    html.void("input", ["type": "checkbox", "name": "option", "value": "\(index)"])
                }
                html.text(" " + row.label)
                if !row.detail.isEmpty { html.element("span", ["class": "detail"], text: " " + row.detail) }
            }
        case .choice(let value):
            html.element("p") { html in
                html.element("span", ["dir": "auto"], text: "\(row.label): \(value) ")
                html.element("a", ["href": links.territories], text: words.choose)
            }
        }
    }

    /// The rows by group, in screen order, each with its index in the state.
    private static func groups(_ rows: [FilterRow]) -> [(name: String, rows: [(Int, FilterRow)])] {
        var groups: [(name: String, rows: [(Int, FilterRow)])] = []
        for (index, row) in rows.enumerated() {
            if groups.last?.name == row.group {
                groups[groups.count - 1].rows.append((index, row))
            } else {
                groups.append((row.group, [(index, row)]))
            }
        }
        return groups
    }
}
