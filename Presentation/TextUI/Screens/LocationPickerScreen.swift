import Presentation

/// The location picker drawn as text: the field, the places it finds, the location chosen now.
enum LocationPickerScreen {
    static func screen(_ state: LocationPickerViewState, columns: Int) -> Screen {
        // The count is never cut ("7,734 merchants"): the place's name gives way.
        let countWidth = columns >= 60 ? FigureColumn.width(state.rows.map(\.merchants), atLeast: 14) : 0
        let detailWidth = columns >= 60 ? min(32, (columns - 6) / 3) : 0
        let titleWidth = max(
            8, columns - 4 - (detailWidth > 0 ? detailWidth + 2 : 0) - (countWidth > 0 ? countWidth + 2 : 0))
        let words = state.screenWords
        var body: [Line]
        var pinned: [Line] = []
        switch state.phase {
        case .idle: body = []
        case .loading: body = [Chrome.message(words.readingPlaces, .faint)]
        case .failed(let message):
            body = [Chrome.message(message, .error), Chrome.message(words.pickerRetryHint)]
        case .empty(let message): body = [Chrome.message(message, .faint)]
        case .loaded:
            let lines = state.rows.enumerated().map { index, row in
                let isSelected = index == state.selectedIndex
                var spans = [Span(isSelected ? " ▸ " : "   ", isSelected ? .title : .normal)]
                spans += Span.cell(row.title, width: titleWidth, isSelected ? .title : .normal)
                if detailWidth > 0 { spans += [.spaces(2)] + Span.cell(row.detail, width: detailWidth, .faint) }
                if countWidth > 0 {
                    spans += [.spaces(2)] + Span.cell(row.merchants, width: countWidth, .faint, alignment: .right)
                }
                return Line(spans, base: isSelected ? .selected : .normal)
            }
            // Pinned rows ("Forget the location") head the list and stay in view while the places scroll under them.
            let pinnedCount = state.rows.prefix { $0.isPinned }.count
            pinned = Array(lines.prefix(pinnedCount))
            body = Array(lines.dropFirst(pinnedCount))
        }
        let field = Line([Span(" \(words.placeField) ", .title), Span(state.text), Span("▏", .key)])
        return Screen(
            header: [
                Chrome.titleBar(words.location, right: [Span(state.current, .faint), .spaces(1)]), field,
                Chrome.rule(columns),
            ] + (state.notice.map { Chrome.paragraph($0, .faint, columns: columns) } ?? []) + pinned,
            body: body,
            // The problem is said whole, on as many lines as it takes (it names the ranges a position must be in).
            footer: (state.problem.map { Chrome.paragraph($0, .error, columns: columns) } ?? [.blank])
                + [Chrome.help(commands(state).helpEntries(), columns: columns)],
            scroll: .keepVisible(max(0, (state.selectedIndex ?? 0) - pinned.count)))
    }

    /// The keys: everything typed goes to the field (`q` and `?` included); Enter chooses the highlighted row.
    static func commands(_ state: LocationPickerViewState) -> [KeyCommand<LocationPickerViewModel>] {
        SearchField.commands(
            state.screenWords, submit: state.screenWords.key("choose"), cancel: state.screenWords.key("back"),
            text: { $0.state.text }, changed: { $0.textChanged($1) },
            submitted: { model in
                if let index = model.state.selectedIndex, model.state.rows.indices.contains(index),
                    let choice = model.state.rows[index].choice
                {
                    model.locationChosen(choice)
                }
            },
            cancelled: { $0.backTapped() }, moved: { $0.selectionMoved(by: $1) })
    }
}

extension TextRenderer {
    /// The location picker: the text typed, the places it finds.
    public static func frame(_ state: LocationPickerViewState, size: TerminalSize, theme: Theme) -> Frame {
        LocationPickerScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}

extension KeyMap {
    /// Sends a key to the location picker.
    @MainActor public static func send(_ key: Key, to model: LocationPickerViewModel) -> KeyOutcome {
        LocationPickerScreen.commands(model.state).send(key, to: model)
    }

    /// Every key of the location picker.
    @MainActor public static func keyHelp(for model: LocationPickerViewModel) -> KeyHelp {
        KeyHelp(
            title: model.state.screenWords.location,
            entries: LocationPickerScreen.commands(model.state).keyHelpEntries(), screenWords: model.state.screenWords)
    }
}
