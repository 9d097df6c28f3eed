import Presentation

/// The sync screen drawn as text: the source, the sync under way, and past syncs.
enum SyncStatusScreen {
    static func screen(_ state: SyncStatusViewState, columns: Int) -> Screen {
        var body = status(state, columns: columns)
        body += [.blank, Chrome.heading("History")]
        switch state.historyPhase {
        case .idle: break
        case .loading: body.append(Chrome.message("Loading…", .faint))
        case .empty(let message): body.append(Chrome.message(message, .faint))
        case .failed(let message): body.append(Chrome.message(message, .error))
        case .loaded:
            for row in state.history {
                let outcome = Span(row.outcome, row.isFailure ? .error : .normal)
                if columns >= 100 {
                    body.append(Line([.spaces(3), Span(row.date, .faint), .spaces(2), outcome]))
                } else {
                    body += [Line([.spaces(3), Span(row.date, .faint)]), Line([.spaces(5), outcome])]
                }
            }
        }
        let from =
            state.source.map { [Span(" From ", .faint), Span($0, .accent)] }
            ?? [Span(state.isSourceKnown ? " No source set" : " ", .faint)]
        return Screen(
            header: [Chrome.titleBar("Sync"), Line(from), Chrome.rule(columns)],
            body: body, footer: [.blank, Chrome.help(commands(state).helpEntries(), columns: columns)])
    }

    /// The source field while it is edited, else the sync under way (or how to start one).
    static func status(_ state: SyncStatusViewState, columns: Int) -> [Line] {
        if state.isEditingSource {
            var lines = [Line([Span(" Manifest: ", .title), Span(state.sourceText), Span("▏", .key)])]
            lines += Chrome.paragraph(
                "An https:// or http:// address, or the path of a manifest file.", .faint, columns: columns)
            if let problem = state.sourceProblem { lines += Chrome.paragraph(problem, .error, columns: columns) }
            return lines
        }
        var lines: [Line]
        if !state.isSourceKnown {
            lines = []
        } else if state.source == nil {
            lines = [Chrome.message("No sync source is set yet.")]
            lines += Chrome.paragraph(
                "Press s to enter where a snapshot is published: the address or the file of its manifest.", .faint,
                columns: columns)
        } else {
            lines = JobLines.lines(state.sync, columns: columns, notStarted: "Press Enter to sync now.")
        }
        if let problem = state.sourceProblem { lines += Chrome.paragraph(problem, .error, columns: columns) }
        return lines
    }
}

extension SyncStatusScreen {
    /// The keys, in the help line's order: while a sync runs, Esc (or `c`) cancels it; while the source is edited,
    /// keys are text.
    static func commands(_ state: SyncStatusViewState) -> [KeyCommand<SyncStatusViewModel>] {
        typealias Command = KeyCommand<SyncStatusViewModel>
        if state.isEditingSource {
            return SearchField.commands(
                submit: "save", cancel: "cancel", text: { $0.state.sourceText },
                changed: { $0.sourceTextChanged($1) }, submitted: { $0.sourceSubmitted() },
                cancelled: { $0.sourceEditCancelled() }, moved: { _, _ in })
        }
        let (isActive, canRetry) = (state.sync.isActive, state.sync.canRetry)
        return [
            .retry(failed: canRetry) { $0.retryTapped() },
            Command("Enter", "sync", announced: !isActive && state.source != nil, keys: [.enter]) { $0.syncTapped() },
            Command("s", "source", announced: !isActive && state.isSourceKnown, keys: [.character("s")]) {
                $0.sourceEditTapped()
            },
            Command("c", "cancel", announced: false, keys: isActive ? [.character("c")] : [], onlyWhen: "while it runs")
            { $0.cancelTapped() },
            Command("Esc", isActive ? "cancel" : "back", keys: [.escape, .backspace]) { $0.backTapped() },
            .quit(),
            .keyHelp(),
        ]
    }
}

extension TextRenderer {
    /// The sync screen: the sync under way with its progress bar, and past syncs.
    public static func frame(_ state: SyncStatusViewState, size: TerminalSize, theme: Theme) -> Frame {
        SyncStatusScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}

extension KeyMap {
    /// Sends a key to the sync screen.
    @MainActor public static func send(_ key: Key, to model: SyncStatusViewModel) -> KeyOutcome {
        SyncStatusScreen.commands(model.state).send(key, to: model)
    }

    /// Every key of the sync screen now.
    @MainActor public static func keyHelp(for model: SyncStatusViewModel) -> KeyHelp {
        KeyHelp(title: "Sync", entries: SyncStatusScreen.commands(model.state).keyHelpEntries())
    }
}
