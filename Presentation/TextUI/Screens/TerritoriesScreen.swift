import Presentation

/// The territory list drawn as text: names with their merchant counts, the current choice ticked.
enum TerritoriesScreen {
    static func screen(_ state: TerritoriesViewState, columns: Int) -> Screen {
        // The count is never cut: the territory's name gives way.
        let countWidth = FigureColumn.width(state.rows.map(\.merchants), atLeast: 16)
        let nameWidth = min(48, max(8, columns - 3 - 2 - countWidth - 3))
        let words = state.screenWords
        var body: [Line]
        switch state.phase {
        case .idle: body = []
        case .loading: body = [Chrome.message(words.loadingTerritories, .faint)]
        case .failed(let message): body = [Chrome.message(message, .error), Chrome.message(words.retryHint)]
        case .empty, .loaded:
            body = state.rows.enumerated().map { index, row in
                let isSelected = index == state.selectedIndex
                var spans = [Span(isSelected ? " ▸ " : "   ", isSelected ? .title : .normal)]
                spans += Span.cell(row.name, width: nameWidth, isSelected ? .title : .normal)
                spans += [.spaces(2)] + Span.cell(row.merchants, width: countWidth, .faint, alignment: .right)
                spans.append(Span(row.isChosen ? " ✓" : "", .discount))
                return Line(spans, base: isSelected ? .selected : .normal)
            }
            if case .empty(let message) = state.phase { body.append(Chrome.message(message, .faint)) }
        }
        let count = state.rows.count > 1 ? words.territories(state.rows.count - 1) : ""
        return Screen(
            header: [Chrome.titleBar(words.territory), Chrome.rule(columns)], body: body,
            footer: [
                Line([Span(" " + count, .faint)]),
                Chrome.help(commands(state).helpEntries(), columns: columns),
            ],
            scroll: .keepVisible(state.selectedIndex ?? 0))
    }
}

extension TerritoriesScreen {
    /// The keys, in the help line's order.
    static func commands(_ state: TerritoriesViewState) -> [KeyCommand<TerritoriesViewModel>] {
        typealias Command = KeyCommand<TerritoriesViewModel>
        let failed = if case .failed = state.phase { true } else { false }
        let words = state.screenWords
        return [
            .retry(words, failed: failed) { $0.retryTapped() },
            Command("Enter", words.key("choose"), keys: [.enter, .character(" ")]) { model in
                if let index = model.state.selectedIndex, model.state.rows.indices.contains(index) {
                    model.territoryChosen(model.state.rows[index].territory)
                }
            },
            .move(words.key("move")) { $0.selectionMoved(by: $1) },
            Command("Esc", words.key("back"), keys: [.escape, .backspace]) { $0.backTapped() },
            .quit(words),
            .keyHelp(words),
        ]
    }
}

extension TextRenderer {
    /// The territory list.
    public static func frame(_ state: TerritoriesViewState, size: TerminalSize, theme: Theme) -> Frame {
        TerritoriesScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}

extension KeyMap {
    /// Sends a key to the territory screen.
    @MainActor public static func send(_ key: Key, to model: TerritoriesViewModel) -> KeyOutcome {
        TerritoriesScreen.commands(model.state).send(key, to: model)
    }

    /// Every key of the territory screen now.
    @MainActor public static func keyHelp(for model: TerritoriesViewModel) -> KeyHelp {
        KeyHelp(
            title: model.state.screenWords.territory,
            entries: TerritoriesScreen.commands(model.state).keyHelpEntries(), screenWords: model.state.screenWords)
    }
}
