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
        var help: [(key: String, action: String)] =
            state.sync.isActive
            ? [("Esc", "cancel"), ("q", "quit")] : [("Enter", "sync"), ("Esc", "back"), ("q", "quit")]
        if case .failed = state.sync { help.insert(("r", "retry"), at: 0) }
        return Screen(
            header: [
                Chrome.titleBar("Sync"), Line([Span(" From ", .faint), Span(state.source, .accent)]),
                Chrome.rule(columns),
            ],
            body: body, footer: [.blank, Chrome.help(help, columns: columns)])
    }
}
