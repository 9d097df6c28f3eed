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
        let words = state.screenWords
        let changed = state.hasChanges ? [Span(words.filtersChanged, .fee), .spaces(1)] : []
        return Screen(
            header: [
                Chrome.titleBar(words.filters, right: changed),
                Line([Span(" \(words.filtersShowing) ", .faint), Span(state.summary, .accent)]), Chrome.rule(columns),
            ],
            body: body,
            footer: [
                Line([Span(state.hasChanges ? " " + words.filtersApplyHint : "", .faint)]),
                Chrome.help(commands(state).helpEntries(), columns: columns),
            ],
            scroll: .keepVisible(selectedLine))
    }

    static func line(_ row: FilterRow, isSelected: Bool) -> Line {
        let marker = Span(isSelected ? " ▸ " : "   ", isSelected ? .title : .normal)
        switch row.value {
        case .toggle(let isOn):
            // The label in a column of its own ("PiggyCards" is the longest), then what it means.
            let detail =
                row.detail.isEmpty ? [] : [.spaces(max(2, 12 - DisplayWidth.of(row.label))), Span(row.detail, .faint)]
            return Line(
                [marker, Span(isOn ? "[x] " : "[ ] ", isOn ? .discount : .faint), Span(row.label)] + detail,
                base: isSelected ? .selected : .normal)
        case .choice(let choice):
            return Line(
                [marker, Span(row.label + ": ", .faint), Span(choice, .accent), Span("  ›", .faint)],
                base: isSelected ? .selected : .normal)
        }
    }
}

extension FiltersScreen {
    /// The keys, in the help line's order.
    static func commands(_ state: FiltersViewState) -> [KeyCommand<FiltersViewModel>] {
        typealias Command = KeyCommand<FiltersViewModel>
        let words = state.screenWords
        return [
            Command("Space", words.key("switch"), keys: [.character(" "), .enter]) { switchHighlighted($0) },
            Command("a", words.key("apply"), keys: [.character("a")]) { $0.applyTapped() },
            Command("c", words.key("clear"), keys: [.character("c")]) { $0.clearTapped() },
            .move(words.key("move")) { $0.selectionMoved(by: $1) },
            Command("Esc", words.key("back"), keys: [.escape, .backspace]) { $0.backTapped() },
            .quit(words),
            .keyHelp(words),
        ]
    }

    /// Space or Enter: the highlighted option switched to its other value, or, on the territory row, the territory
    /// list asked for.
    @MainActor static func switchHighlighted(_ model: FiltersViewModel) {
        let state = model.state
        guard state.rows.indices.contains(state.selectedIndex) else { return }
        let row = state.rows[state.selectedIndex]
        if let option = row.option, case .toggle(let isOn) = row.value {
            model.filterSet(option, on: !isOn)
        } else {
            model.territoryTapped()
        }
    }
}

extension TextRenderer {
    /// The filter checklist.
    public static func frame(_ state: FiltersViewState, size: TerminalSize, theme: Theme) -> Frame {
        FiltersScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}

extension KeyMap {
    /// Sends a key to the filter screen.
    @MainActor public static func send(_ key: Key, to model: FiltersViewModel) -> KeyOutcome {
        FiltersScreen.commands(model.state).send(key, to: model)
    }

    /// Every key of the filter screen now.
    @MainActor public static func keyHelp(for model: FiltersViewModel) -> KeyHelp {
        KeyHelp(
            title: model.state.screenWords.filters, entries: FiltersScreen.commands(model.state).keyHelpEntries(),
            screenWords: model.state.screenWords)
    }
}
