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
        let table = MerchantTable(state.rows, columns: columns, printed: printed != nil, fit: fit)
        var header: [Line] = []
        if printed != .bare {
            header = [
                Chrome.titleBar("Merchants", right: state.locationText.map { [Span($0, .faint), .spaces(1)] } ?? []),
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
        if state.isSearchFocused {
            var spans = [Span(" Search: ", .title), Span(state.searchText), Span("▏", .key)]
            if state.searchText.isEmpty, !state.recentSearches.isEmpty {
                spans += [.spaces(2), Span("Recent: " + state.recentSearches.joined(separator: ", "), .faint)]
            }
            return Line(spans)
        }
        if state.searchText.isEmpty { return Line([Span(" / to search by name", .faint)]) }
        return Line([Span(" Search: ", .title), Span(state.searchText)])
    }

    static func body(_ state: MerchantListViewState, table: MerchantTable, columns: Int) -> [Line] {
        switch state.phase {
        case .idle: return []
        case .loading where state.rows.isEmpty: return [Chrome.message("Loading merchants…", .faint)]
        case .empty(let message) where state.needsLocation:
            return [Chrome.message(message), Chrome.message("Press l to choose a city, a territory or a position.")]
        case .empty(let message): return Chrome.paragraph(message, columns: columns)
        case .failed(let message): return [Chrome.message(message, .error), Chrome.message("Press r to try again.")]
        case .loading, .loaded:
            return state.rows.enumerated().map { index, row in table.line(row, isSelected: index == state.selectedIndex)
            }
        }
    }

    static func statusLine(_ state: MerchantListViewState) -> Line {
        if let error = state.pagingError {
            return Line([Span(" " + error, .error)])
        }
        var text = state.countText
        if state.phase == .loading { text = state.rows.isEmpty ? "" : "Searching…" }
        if state.isLoadingMore { text += " · loading more…" }
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
        let failed = if case .failed = state.phase { true } else { state.pagingError != nil }
        let near = state.namedPlace != nil
        var radius = KeyCommand<MerchantListViewModel>(
            "+ -", "radius", announced: false,
            keyNames: state.isNearby && state.locationText != nil ? "+, -" : "",
            matches: { $0 == .character("+") || $0 == .character("-") },
            perform: { model, key in
                model.radiusStepped(wider: key == .character("+"))
                return .proceed
            })
        radius.onlyWhen = "in Nearby"
        return [
            .retry(failed: failed) { $0.retryTapped() },
            Command("n", "near \(state.namedPlace ?? "it")", announced: near, keys: near ? [.character("n")] : []) {
                $0.namedPlaceChosen()
            },
            Command("/", "search", keys: [.character("/")]) { $0.searchActivated() },
            Command("Tab", "tabs", keys: [.tab]) {
                $0.tabSelected(MerchantListViewState.tabOrder.cycled(from: $0.state.tab))
            },
            Command("Shift-Tab", "previous tab", announced: false, keys: [.backTab]) {
                $0.tabSelected(MerchantListViewState.tabOrder.cycled(from: $0.state.tab, by: -1))
            },
            Command("l", "location", keys: [.character("l")]) { $0.locationTapped() },
            Command("s", "sort", keys: [.character("s")]) {
                $0.sortSelected($0.state.sorts.cycled(from: $0.state.sort))
            },
            radius,
            Command("f", "filters", keys: [.character("f")]) { $0.filtersTapped() },
            Command("a", "ATMs", keys: [.character("a")]) { $0.atmsTapped() },
            Command("Enter", "open", keys: [.enter]) { model in
                if let index = model.state.selectedIndex { model.merchantSelected(at: index) }
            },
            Command("*", "favourites", keys: [.character("*")]) { $0.favouritesTapped() },
            Command("u", "sync", keys: [.character("u")]) { $0.syncTapped() },
            Command("e", "export", keys: [.character("e")]) { $0.exportTapped() },
            Command(
                "Esc", "clear the search", announced: false, keys: state.searchText.isEmpty ? [] : [.escape],
                onlyWhen: ""
            ) {
                $0.searchCancelled()
            },
            .move(announced: false) { $0.selectionMoved(by: $1) },
            .quit(),
            .keyHelp(),
        ]
    }

    /// While keys go to the search field: every character is text (`q` included); `Tab` recalls recent searches.
    static func searchCommands(_ state: MerchantListViewState) -> [KeyCommand<MerchantListViewModel>] {
        let recall: @MainActor (MerchantListViewModel) -> Void = { $0.recentSearchRecalled() }
        return SearchField.commands(
            text: { $0.state.searchText }, changed: { $0.searchTextChanged($1) }, submitted: { $0.searchSubmitted() },
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
        KeyHelp(title: "Merchants", entries: MerchantListScreen.commands(model.state).keyHelpEntries())
    }
}
