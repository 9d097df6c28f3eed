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
        WebPage.document(title: "Filters", frame: frame) { html in
            html.element("h1", text: "Filters")
            html.element("p", ["class": "lead"], text: "Now: \(state.summary)")
            html.element("form", ["class": "filters", "action": links.apply.action, "method": "get"]) { html in
                for field in links.apply.hidden {
                    html.void("input", ["type": "hidden", "name": field.name, "value": field.value])
                }
                for group in groups(state.rows) {
                    html.element("fieldset") { html in
                        html.element("legend", text: group.name)
                        for (index, row) in group.rows { filterRow(row, index: index, links: links, into: &html) }
                    }
                }
                html.element("p", ["class": "actions"]) { html in
                    html.element("button", ["type": "submit"], text: "Apply")
                    html.element("a", ["href": links.clear], text: "Clear all")
                    html.element("a", ["href": links.back], text: "Cancel")
                }
            }
        }
    }

    private static func filterRow(_ row: FilterRow, index: Int, links: FiltersLinks, into html: inout HTML) {
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
                html.element("a", ["href": links.territories], text: "Choose")
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
