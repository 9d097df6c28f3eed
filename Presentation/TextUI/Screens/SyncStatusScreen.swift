import Presentation

/// The sync screen drawn as text: the source, the sync under way, and past syncs.
enum SyncStatusScreen {
    static func screen(_ state: SyncStatusViewState, columns: Int) -> Screen {
        var body = JobLines.lines(state.sync, columns: columns, notStarted: "Press Enter to sync now.")
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
        return Screen(
            header: [
                Chrome.titleBar("Sync"), Line([Span(" From ", .faint), Span(state.source, .accent)]),
                Chrome.rule(columns),
            ],
            body: body, footer: [.blank, Chrome.help(commands(state).helpEntries(), columns: columns)])
    }
}

extension SyncStatusScreen {
    /// The keys, in the help line's order: while a sync runs, Esc (or `c`) cancels it.
    static func commands(_ state: SyncStatusViewState) -> [KeyCommand<SyncStatusViewModel>] {
        typealias Command = KeyCommand<SyncStatusViewModel>
        let (isActive, failed) = (state.sync.isActive, state.sync.isFailure)
        return [
            Command("r", "retry", announced: failed, keys: [.character("r")]) { $0.retryTapped() },
            Command("Enter", "sync", announced: !isActive, keys: [.enter]) { $0.syncTapped() },
            Command("c", "cancel", announced: false, keys: [.character("c")]) { $0.cancelTapped() },
            Command("Esc", isActive ? "cancel" : "back", keys: [.escape, .backspace]) { $0.backTapped() },
            .quit(),
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
}
