import Presentation

/// The ATM list drawn as text: title, buy/sell filter and search, a table of ATMs, the count and the keys.
enum ATMListScreen {
    /// - Parameters:
    ///   - printed: for a page printed once, what it keeps of the screen; never the search line, which is for the
    ///     interactive screen only. `nil` for the interactive screen.
    ///   - fit: `widen` makes the name and place columns as wide as their longest text.
    static func screen(_ state: ATMListViewState, columns: Int, printed: PageChrome? = nil, fit: PageFit = .cut)
        -> Screen
    {
        let words = state.screenWords
        let table = Table(state.rows, columns: columns, fit: fit, words: words)
        var header: [Line] = []
        if printed != .bare {
            header.append(
                Chrome.titleBar(words.atms, right: state.locationText.map { [Span($0, .faint), .spaces(1)] } ?? []))
        } else if let location = state.locationText {
            // Where the distances are measured from is part of the answer, not of the screen.
            header.append(Line([Span(" " + location, .faint)]))
        }
        if printed == nil {
            header.append(Line(searchLine(state).left, right: [Span(state.actionText, .faint), .spaces(1)]))
        }
        if !state.rows.isEmpty { header.append(table.headings) }
        return Screen(
            header: header, body: body(state, table: table), footer: [statusLine(state), help(state, columns)],
            scroll: .keepVisible(state.selectedIndex ?? 0))
    }

    static func searchLine(_ state: ATMListViewState) -> Line {
        let words = state.screenWords
        if state.isSearchFocused {
            return Line([Span(" \(words.search) ", .title), Span(state.searchText), Span("▏", .key)])
        }
        if state.searchText.isEmpty { return Line([Span(" " + words.atmSearchHint, .faint)]) }
        return Line([Span(" \(words.search) ", .title), Span(state.searchText)])
    }

    static func body(_ state: ATMListViewState, table: Table) -> [Line] {
        let words = state.screenWords
        switch state.phase {
        case .idle: return []
        case .loading where state.rows.isEmpty: return [Chrome.message(words.loadingATMs, .faint)]
        case .empty(let message): return [Chrome.message(message)]
        case .failed(let message): return [Chrome.message(message, .error), Chrome.message(words.retryHint)]
        case .loading, .loaded:
            return state.rows.enumerated().map { index, row in table.line(row, isSelected: index == state.selectedIndex)
            }
        }
    }

    static func statusLine(_ state: ATMListViewState) -> Line {
        if let error = state.pagingError { return Line([Span(" " + error, .error)]) }
        let words = state.screenWords
        var text = state.countText
        if state.phase == .loading { text = state.rows.isEmpty ? "" : words.searching }
        if state.isLoadingMore { text += " · " + words.loadingMore }
        let position = state.selectedIndex.map { "\($0 + 1)/\(state.rows.count) " } ?? ""
        return Line([Span(" " + text, .faint)], right: state.rows.isEmpty ? [] : [Span(position, .faint)])
    }

    static func help(_ state: ATMListViewState, _ columns: Int) -> Line {
        Chrome.help(commands(state).helpEntries(), columns: columns)
    }

    /// The keys, in the help line's order.
    static func commands(_ state: ATMListViewState) -> [KeyCommand<ATMListViewModel>] {
        typealias Command = KeyCommand<ATMListViewModel>
        let words = state.screenWords
        if state.isSearchFocused {
            return SearchField.commands(
                words, text: { $0.state.searchText }, changed: { $0.searchTextChanged($1) },
                submitted: { $0.searchSubmitted() }, cancelled: { $0.searchCancelled() },
                moved: { $0.selectionMoved(by: $1) })
        }
        let failed = if case .failed = state.phase { true } else { state.pagingError != nil }
        return [
            .retry(words, failed: failed) { $0.retryTapped() },
            Command("/", words.key("search"), keys: [.character("/")]) { $0.searchActivated() },
            Command("t", words.key("buy-sell"), keys: [.character("t")]) {
                $0.actionChosen(ATMListViewState.action(after: $0.state.action))
            },
            Command("Enter", words.key("open"), keys: [.enter]) { model in
                if let index = model.state.selectedIndex { model.atmSelected(at: index) }
            },
            Command(
                "Esc", words.key("clear-search"), announced: false, keys: state.searchText.isEmpty ? [] : [.escape],
                onlyWhen: ""
            ) {
                $0.searchCancelled()
            },
            Command("Esc", words.key("back"), keys: [.escape, .backspace, .left]) { $0.backTapped() },
            .move(words.key("move"), announced: false) { $0.selectionMoved(by: $1) },
            .quit(words),
            .keyHelp(words),
        ]
    }

    /// The columns at a given width: the name always, then type, distance and place as room allows, and the maker
    /// on a wide terminal (at 80 columns the place says more than the maker); the place takes the width the names
    /// leave free.
    struct Table {
        let nameWidth: Int
        let typeWidth: Int
        let distanceWidth: Int
        let makerWidth: Int
        let placeWidth: Int
        let gap: Int
        /// The headings' words.
        let words: ScreenWords

        init(_ rows: [ATMListRow], columns: Int, fit: PageFit = .cut, words: ScreenWords = .english) {
            self.words = words
            gap = columns < 60 ? 1 : 2
            // A distance is never cut ("11,103 km"): the name gives way.
            let distances = rows.compactMap(\.distance)
            distanceWidth = distances.isEmpty ? 0 : FigureColumn.width(distances, atLeast: 9)
            let longest = { (text: (ATMListRow) -> String) in
                rows.map { DisplayWidth.of(TerminalText.sanitized(text($0))) }.max() ?? 0
            }
            // A printed page that must not cut widens each column to its longest text.
            let widest = { (text: (ATMListRow) -> String) in fit == .widen ? longest(text) : 0 }
            // Ten cells hold "Buy & sell"; a language whose words are longer gets a few more.
            typeWidth = min(16, max(10, longest(\.type)))
            makerWidth = columns >= 100 ? max(14, widest(\.manufacturer)) : 0
            let place = columns >= 100 ? min(28, columns / 5) : (columns >= 60 ? min(22, columns / 4) : 0)
            var placeWidth = place > 0 ? max(place, widest(\.place)) : 0
            let fixed = [typeWidth, distanceWidth, makerWidth, placeWidth].filter { $0 > 0 }
            var nameWidth = max(8, widest(\.name), columns - 3 - fixed.reduce(0, +) - fixed.count * gap - 1)
            // Names are short ("Bitcoin Depot", "Coinsource") and places long: what the names leave free goes to
            // the place, up to the longest place listed.
            if placeWidth > 0 {
                let spare = min(max(0, nameWidth - max(8, longest(\.name))), max(0, longest(\.place) - placeWidth))
                nameWidth -= spare
                placeWidth += spare
            }
            (self.nameWidth, self.placeWidth) = (nameWidth, placeWidth)
        }

        var headings: Line {
            var spans = [Span.spaces(3)] + Span.cell(words.heading("atm"), width: nameWidth, .faint)
            spans += column(words.heading("type"), typeWidth, .faint)
            spans += column(words.heading("maker"), makerWidth, .faint)
            spans += column(words.heading("where"), placeWidth, .faint)
            spans += column(words.heading("distance"), distanceWidth, .faint, alignment: .right)
            return Line(spans)
        }

        func line(_ row: ATMListRow, isSelected: Bool) -> Line {
            let nameStyle: Style = isSelected ? .title : .normal
            var spans = [Span(isSelected ? " ▸ " : "   ", nameStyle)] + Span.cell(row.name, width: nameWidth, nameStyle)
            spans += column(row.type, typeWidth, .discount)
            spans += column(row.manufacturer, makerWidth, .normal)
            spans += column(row.place, placeWidth, .faint)
            spans += column(row.distance ?? "", distanceWidth, .accent, alignment: .right)
            return Line(spans, base: isSelected ? .selected : .normal)
        }

        private func column(_ text: String, _ width: Int, _ style: Style, alignment: Span.Alignment = .left)
            -> [Span]
        {
            guard width > 0 else { return [] }
            return [Span.spaces(gap)] + Span.cell(text, width: width, style, alignment: alignment)
        }
    }
}

extension TextRenderer {
    /// The ATM finder: search, buy/sell filter, a table of ATMs, the count and the keys.
    public static func frame(_ state: ATMListViewState, size: TerminalSize, theme: Theme) -> Frame {
        ATMListScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}

extension KeyMap {
    /// Sends a key to the ATM list.
    @MainActor public static func send(_ key: Key, to model: ATMListViewModel) -> KeyOutcome {
        ATMListScreen.commands(model.state).send(key, to: model)
    }

    /// Every key of the ATM list now.
    @MainActor public static func keyHelp(for model: ATMListViewModel) -> KeyHelp {
        KeyHelp(
            title: model.state.screenWords.atms, entries: ATMListScreen.commands(model.state).keyHelpEntries(),
            screenWords: model.state.screenWords)
    }
}
