import Presentation

/// The merchant list drawn as text: title, tabs and search, a table of merchants, the count and the keys.
enum MerchantListScreen {
    static func screen(_ state: MerchantListViewState, columns: Int) -> Screen {
        let table = MerchantTable(state.rows, columns: columns)
        var header = [
            Chrome.titleBar("Merchants", right: state.locationText.map { [Span($0, .faint), .spaces(1)] } ?? []),
            Line(
                tabBar(state.tabs),
                right: [
                    Span(state.sortText, .faint), Span(" · ", .faint),
                    Span(state.filterText, .faint), .spaces(1),
                ]),
            searchLine(state),
        ]
        if !state.rows.isEmpty { header.append(table.headings) }
        return Screen(
            header: header, body: body(state, table: table), footer: [statusLine(state), help(state, columns)],
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

    static func body(_ state: MerchantListViewState, table: MerchantTable) -> [Line] {
        switch state.phase {
        case .idle: return []
        case .loading where state.rows.isEmpty: return [Chrome.message("Loading merchants…", .faint)]
        case .empty(let message): return [Chrome.message(message)]
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
        if state.isSearchFocused {
            return Chrome.help([("Enter", "search"), ("Esc", "clear"), ("Backspace", "delete")], columns: columns)
        }
        // A narrow terminal keeps the entries that fit from the left, and quit: the ATM finder's is the first to go.
        var entries: [(key: String, action: String)] = [
            ("/", "search"), ("Tab", "tabs"), ("s", "sort"), ("f", "filters"), ("Enter", "open"), ("u", "sync"),
            ("e", "export"), ("a", "ATMs"), ("q", "quit"),
        ]
        if case .failed = state.phase { entries.insert(("r", "retry"), at: 0) }
        if state.pagingError != nil { entries.insert(("r", "retry"), at: 0) }
        return Chrome.help(entries, columns: columns)
    }
}
