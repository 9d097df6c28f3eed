import Presentation

/// The merchant list drawn as text: title, tabs and search, a table of merchants, the count and the keys.
enum MerchantListScreen {
    /// - Parameters:
    ///   - printed: for a printed page (`explore search`), what it keeps of the screen; its rows carry the
    ///     merchants' ids, and it never shows the search hint, a key. `nil` for the interactive screen.
    ///   - fit: what a printed page does with text wider than the columns.
    static func screen(
        _ state: MerchantListViewState, columns: Int, printed: PageChrome? = nil, fit: PageFit = .cut
    ) -> Screen {
        let words = state.screenWords
        let table = MerchantTable(
            state.rows, columns: columns, printed: printed != nil, fit: fit, words: words)
        var header: [Line] = []
        if printed != .bare {
            header = [
                Chrome.titleBar(
                    words.merchants, right: state.locationText.map { [Span($0, .faint), .spaces(1)] } ?? []),
                Line(
                    tabBar(state.tabs),
                    right: [
                        Span(state.sortText, .faint), Span(" · ", .faint),
                        Span(state.filterText, .faint), .spaces(1),
                    ]),
            ]
            if printed == nil || !state.searchText.isEmpty { header.append(searchLine(state)) }
        } else if let location = state.locationText {
            // Where the distances are measured from is part of the answer, not of the screen.
            header.append(Line([Span(" " + location, .faint)]))
        }
        if !state.rows.isEmpty { header.append(table.headings) }
        return Screen(
            header: header, body: body(state, table: table, columns: columns),
            footer: [statusLine(state), help(state, columns)],
            scroll: .keepVisible(state.selectedIndex ?? 0))
    }

    static func tabBar(_ tabs: [TabItem]) -> [Span] {
        var spans: [Span] = [.spaces(1)]
        for tab in tabs {
            spans +=
                tab.isSelected
                ? [Span("[\(tab.title)]", Style(isBold: true, isReversed: true))]
                : [Span(" \(tab.title) ", .faint)]
        }
        return spans
    }

    static func searchLine(_ state: MerchantListViewState) -> Line {
        let words = state.screenWords
        if state.isSearchFocused {
            var spans = [Span(" \(words.search) ", .title), Span(state.searchText), Span("▏", .key)]
            if state.searchText.isEmpty, !state.recentSearches.isEmpty {
                spans += [.spaces(2), Span(words.recent(state.recentSearches), .faint)]
            }
            return Line(spans)
        }
        if state.searchText.isEmpty { return Line([Span(" " + words.searchHint, .faint)]) }
        return Line([Span(" \(words.search) ", .title), Span(state.searchText)])
    }

    static func body(_ state: MerchantListViewState, table: MerchantTable, columns: Int) -> [Line] {
        let words = state.screenWords
        switch state.phase {
        case .idle: return []
        case .loading where state.rows.isEmpty: return [Chrome.message(words.loadingMerchants, .faint)]
        case .empty(let message) where state.needsLocation:
            return [Chrome.message(message), Chrome.message(words.locationHint)]
        case .empty(let message): return Chrome.paragraph(message, columns: columns)
        case .failed(let message): return [Chrome.message(message, .error), Chrome.message(words.retryHint)]
        case .loading, .loaded:
            return state.rows.enumerated().map { index, row in table.line(row, isSelected: index == state.selectedIndex)
            }
        }
    }

    static func statusLine(_ state: MerchantListViewState) -> Line {
        if let error = state.pagingError {
            return Line([Span(" " + error, .error)])
        }
        let words = state.screenWords
        var text = state.countText
        if state.phase == .loading { text = state.rows.isEmpty ? "" : words.searching }
        if state.isLoadingMore { text += " · " + words.loadingMore }
        let position = state.selectedIndex.map { "\($0 + 1)/\(state.rows.count) " } ?? ""
        return Line([Span(" " + text, .faint)], right: state.rows.isEmpty ? [] : [Span(position, .faint)])
    }

    static func help(_ state: MerchantListViewState, _ columns: Int) -> Line {
        Chrome.help(commands(state).helpEntries(), columns: columns)
    }

    /// The keys, most used first: a narrow help line drops them from the end, keeping quit and help, so that at 80
    /// columns it reads `/ search  Tab tabs  l location  s sort  f filters  a ATMs  q quit  ? help`.
    static func commands(_ state: MerchantListViewState) -> [KeyCommand<MerchantListViewModel>] {
        typealias Command = KeyCommand<MerchantListViewModel>
        if state.isSearchFocused { return searchCommands(state) }
        let words = state.screenWords
        let failed = if case .failed = state.phase { true } else { state.pagingError != nil }
        let near = state.namedPlace != nil
        var radius = KeyCommand<MerchantListViewModel>(
            "+ -", words.key("radius"), announced: false,
            keyNames: state.isNearby && state.locationText != nil ? "+, -" : "",
            matches: { $0 == .character("+") || $0 == .character("-") },
            perform: { model, key in
                model.radiusStepped(wider: key == .character("+"))
                return .proceed
            })
        radius.onlyWhen = words.key("in-nearby")
        return [
            .retry(words, failed: failed) { $0.retryTapped() },
            Command(
                "n", state.namedPlace.map { words.key("near", $0) } ?? words.key("near-it"), announced: near,
                keys: near ? [.character("n")] : []
            ) {
                $0.namedPlaceChosen()
            },
            Command("/", words.key("search"), keys: [.character("/")]) { $0.searchActivated() },
            Command("Tab", words.key("tabs"), keys: [.tab]) {
                $0.tabSelected(MerchantListViewState.tabOrder.cycled(from: $0.state.tab))
            },
            Command("Shift-Tab", words.key("previous-tab"), announced: false, keys: [.backTab]) {
                $0.tabSelected(MerchantListViewState.tabOrder.cycled(from: $0.state.tab, by: -1))
            },
            Command("l", words.key("location"), keys: [.character("l")]) { $0.locationTapped() },
            Command("s", words.key("sort"), keys: [.character("s")]) {
                $0.sortSelected($0.state.sorts.cycled(from: $0.state.sort))
            },
            radius,
            Command("f", words.key("filters"), keys: [.character("f")]) { $0.filtersTapped() },
            Command("a", words.key("atms"), keys: [.character("a")]) { $0.atmsTapped() },
            Command("Enter", words.key("open"), keys: [.enter]) { model in
                if let index = model.state.selectedIndex { model.merchantSelected(at: index) }
            },
            Command("*", words.key("favourites"), keys: [.character("*")]) { $0.favouritesTapped() },
            Command("u", words.key("sync"), keys: [.character("u")]) { $0.syncTapped() },
            Command("e", words.key("export"), keys: [.character("e")]) { $0.exportTapped() },
            Command(
                "Esc", words.key("clear-search"), announced: false, keys: state.searchText.isEmpty ? [] : [.escape],
                onlyWhen: ""
            ) {
                $0.searchCancelled()
            },
            .move(words.key("move"), announced: false) { $0.selectionMoved(by: $1) },
            .quit(words),
            .keyHelp(words),
        ]
    }

    /// While keys go to the search field: every character is text (`q` included); `Tab` recalls recent searches.
    static func searchCommands(_ state: MerchantListViewState) -> [KeyCommand<MerchantListViewModel>] {
        let recall: @MainActor (MerchantListViewModel) -> Void = { $0.recentSearchRecalled() }
        return SearchField.commands(
            state.screenWords, text: { $0.state.searchText }, changed: { $0.searchTextChanged($1) },
            submitted: { $0.searchSubmitted() },
            cancelled: { $0.searchCancelled() }, moved: { $0.selectionMoved(by: $1) },
            recalled: state.recentSearches.isEmpty ? nil : recall)
    }
}

extension TextRenderer {
    /// The merchant list: title, tabs, search, a table of merchants, the count and the keys.
    public static func frame(_ state: MerchantListViewState, size: TerminalSize, theme: Theme) -> Frame {
        MerchantListScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}

extension KeyMap {
    /// Sends a key to the merchant list.
    @MainActor public static func send(_ key: Key, to model: MerchantListViewModel) -> KeyOutcome {
        MerchantListScreen.commands(model.state).send(key, to: model)
    }

    /// Every key of the merchant list now.
    @MainActor public static func keyHelp(for model: MerchantListViewModel) -> KeyHelp {
        let words = model.state.screenWords
        return KeyHelp(
            title: words.merchants, entries: MerchantListScreen.commands(model.state).keyHelpEntries(),
            screenWords: words)
    }
}
