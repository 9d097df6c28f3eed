import Presentation

/// The filter screen drawn as text: a checklist in groups, the territory as a choice.
enum FiltersScreen {
    static func screen(_ state: FiltersViewState, columns: Int) -> Screen {
        var body: [Line] = []
        var selectedLine = 0
        var group = ""
        for (index, row) in state.rows.enumerated() {
            if row.group != group {
                group = row.group
                if !body.isEmpty { body.append(.blank) }
                body.append(Chrome.heading(group))
            }
            if index == state.selectedIndex { selectedLine = body.count }
            body.append(line(row, isSelected: index == state.selectedIndex))
        }
        let changed = state.hasChanges ? [Span("changed", .fee), .spaces(1)] : []
        return Screen(
            header: [
                Chrome.titleBar("Filters", right: changed),
                Line([Span(" Showing: ", .faint), Span(state.summary, .accent)]), Chrome.rule(columns),
            ],
            body: body,
            footer: [
                Line([Span(state.hasChanges ? " Press a to apply the changes." : "", .faint)]),
                Chrome.help(
                    [("Space", "switch"), ("a", "apply"), ("c", "clear"), ("↑↓", "move"), ("Esc", "back")],
                    columns: columns),
            ],
            scroll: .keepVisible(selectedLine))
    }

    static func line(_ row: FilterRow, isSelected: Bool) -> Line {
        let marker = Span(isSelected ? " ▸ " : "   ", isSelected ? .title : .normal)
        switch row.value {
        case .toggle(let isOn):
            return Line(
                [marker, Span(isOn ? "[x] " : "[ ] ", isOn ? .discount : .faint), Span(row.label)],
                base: isSelected ? .selected : .normal)
        case .choice(let choice):
            return Line(
                [marker, Span(row.label + ": ", .faint), Span(choice, .accent), Span("  ›", .faint)],
                base: isSelected ? .selected : .normal)
        }
    }
}
