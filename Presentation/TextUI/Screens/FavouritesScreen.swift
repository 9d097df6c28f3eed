import Presentation

/// The favourites drawn as text: a table of merchants like the list's, the count and the keys.
enum FavouritesScreen {
    static func screen(_ state: FavouritesViewState, columns: Int) -> Screen {
        let words = state.screenWords
        let table = MerchantTable(state.rows, columns: columns, words: words)
        var body: [Line]
        switch state.phase {
        case .idle: body = []
        case .loading: body = [Chrome.message(words.loadingFavourites, .faint)]
        case .empty(let message): body = [Chrome.message(message)]
        case .failed(let message): body = [Chrome.message(message, .error), Chrome.message(words.retryHint)]
        case .loaded:
            body = state.rows.enumerated().map { index, row in
                table.line(row, isSelected: index == state.selectedIndex)
            }
        }
        var status = [Span(" " + state.countText, .faint)]
        if let missing = state.missingText {
            status += [Span(state.countText.isEmpty ? "" : " · ", .faint), Span(missing, .faint)]
        }
        return Screen(
            header: [Chrome.titleBar(words.favourites)] + (state.rows.isEmpty ? [] : [table.headings]),
            body: body,
            footer: [Line(status), Chrome.help(commands(state).helpEntries(), columns: columns)],
            scroll: .keepVisible(state.selectedIndex ?? 0))
    }

    /// The keys, in the help line's order.
    static func commands(_ state: FavouritesViewState) -> [KeyCommand<FavouritesViewModel>] {
        typealias Command = KeyCommand<FavouritesViewModel>
        let failed = if case .failed = state.phase { true } else { false }
        let words = state.screenWords
        return [
            .retry(words, failed: failed) { $0.retryTapped() },
            Command("Enter", words.key("open"), announced: !state.rows.isEmpty, keys: [.enter]) { model in
                if let index = model.state.selectedIndex { model.merchantSelected(at: index) }
            },
            .move(words.key("move")) { $0.selectionMoved(by: $1) },
            Command("Esc", words.key("back"), keys: [.escape, .backspace, .left]) { $0.backTapped() },
            .quit(words),
            .keyHelp(words),
        ]
    }
}

extension TextRenderer {
    /// The favourite merchants.
    public static func frame(_ state: FavouritesViewState, size: TerminalSize, theme: Theme) -> Frame {
        FavouritesScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}

extension KeyMap {
    /// Sends a key to the favourites.
    @MainActor public static func send(_ key: Key, to model: FavouritesViewModel) -> KeyOutcome {
        FavouritesScreen.commands(model.state).send(key, to: model)
    }

    /// Every key of the favourites now.
    @MainActor public static func keyHelp(for model: FavouritesViewModel) -> KeyHelp {
        KeyHelp(
            title: model.state.screenWords.favourites,
            entries: FavouritesScreen.commands(model.state).keyHelpEntries(), screenWords: model.state.screenWords)
    }
}
