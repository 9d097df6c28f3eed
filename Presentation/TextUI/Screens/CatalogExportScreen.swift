import Presentation

/// The catalog export screen drawn as text: what goes where, the progress, and the files written.
enum CatalogExportScreen {
    static func screen(_ state: CatalogExportViewState, columns: Int) -> Screen {
        var body = JobLines.lines(state.job, columns: columns, notStarted: "Press Enter to export.")
        if !state.files.isEmpty {
            body += [.blank, Chrome.heading("Files")]
            body += state.files.map { Line([.spaces(3), Span($0)]) }
        }
        var help: [(key: String, action: String)] =
            state.job.isActive
            ? [("Esc", "cancel"), ("q", "quit")] : [("Enter", "export"), ("Esc", "back"), ("q", "quit")]
        if case .failed = state.job { help.insert(("r", "retry"), at: 0) }
        return Screen(
            header: [
                Chrome.titleBar("Catalog export"),
                Line([Span(" " + state.scope, .faint), Span(" → ", .faint), Span(state.destination, .accent)]),
                Chrome.rule(columns),
            ],
            body: body, footer: [.blank, Chrome.help(help, columns: columns)])
    }
}
