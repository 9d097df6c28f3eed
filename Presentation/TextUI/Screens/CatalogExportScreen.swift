import Presentation

/// The catalog export screen drawn as text: what goes where, the progress, and the documents to open.
enum CatalogExportScreen {
    static func screen(_ state: CatalogExportViewState, columns: Int) -> Screen {
        var body = JobLines.lines(state.job, columns: columns, notStarted: "Press Enter to export.")
        if !state.documents.isEmpty {
            body += [.blank, Chrome.heading("Open")]
            body += state.documents.map { Line([.spaces(3), Span($0)]) }
        }
        return Screen(
            header: [
                Chrome.titleBar("Catalog export"),
                Line([Span(" " + state.scope, .faint), Span(" → ", .faint), Span(state.destination, .accent)]),
                Chrome.rule(columns),
            ],
            body: body, footer: [.blank, Chrome.help(commands(state).helpEntries(), columns: columns)])
    }
}

extension CatalogExportScreen {
    /// The keys, in the help line's order: while the export runs, Esc (or `c`) cancels it.
    static func commands(_ state: CatalogExportViewState) -> [KeyCommand<CatalogExportViewModel>] {
        typealias Command = KeyCommand<CatalogExportViewModel>
        let (isActive, canRetry) = (state.job.isActive, state.job.canRetry)
        return [
            .retry(failed: canRetry) { $0.retryTapped() },
            Command("Enter", "export", announced: !isActive, keys: [.enter]) { $0.exportStarted() },
            Command("c", "cancel", announced: false, keys: isActive ? [.character("c")] : [], onlyWhen: "while it runs")
            { $0.cancelTapped() },
            Command("Esc", isActive ? "cancel" : "back", keys: [.escape, .backspace]) { $0.backTapped() },
            .quit(),
            .keyHelp(),
        ]
    }
}

extension TextRenderer {
    /// The catalog export screen: progress, then the documents to open.
    public static func frame(_ state: CatalogExportViewState, size: TerminalSize, theme: Theme) -> Frame {
        CatalogExportScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}

extension KeyMap {
    /// Sends a key to the catalog export screen.
    @MainActor public static func send(_ key: Key, to model: CatalogExportViewModel) -> KeyOutcome {
        CatalogExportScreen.commands(model.state).send(key, to: model)
    }

    /// Every key of the catalog export screen now.
    @MainActor public static func keyHelp(for model: CatalogExportViewModel) -> KeyHelp {
        KeyHelp(title: "Export", entries: CatalogExportScreen.commands(model.state).keyHelpEntries())
    }
}
