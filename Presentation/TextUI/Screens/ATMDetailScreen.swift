import Presentation

/// One ATM drawn as text: what it does and who made it, its address and distance, how to reach its operator.
enum ATMDetailScreen {
    static func screen(_ state: ATMDetailViewState, columns: Int) -> Screen {
        var summary = [Span(" " + state.kind, .discount)]
        if let manufacturer = state.manufacturer { summary += [Span(" · " + manufacturer, .faint)] }
        return Screen(
            header: [Chrome.titleBar(state.title), Line(summary), Chrome.rule(columns)], body: body(state),
            footer: [Line([Span(" " + (state.source ?? ""), .faint)]), help(state, columns)])
    }

    static func body(_ state: ATMDetailViewState) -> [Line] {
        switch state.phase {
        case .idle: return []
        case .loading: return [Chrome.message("Loading…", .faint)]
        case .empty(let message): return [Chrome.message(message)]
        case .failed(let message): return [Chrome.message(message, .error), Chrome.message("Press r to try again.")]
        case .loaded: break
        }
        var lines = [Chrome.heading("Address")]
        lines += state.address.map { Line([.spaces(3), Span($0)]) }
        if let distance = state.distance {
            lines.append(Line([.spaces(3), Span(distance + " away", .accent)]))
        }
        if state.website != nil || state.phone != nil { lines.append(.blank) }
        if let website = state.website { lines.append(Line([Span(" Website  ", .faint), Span(website, .accent)])) }
        if let phone = state.phone { lines.append(Line([Span(" Phone    ", .faint), Span(phone)])) }
        return lines
    }

    static func help(_ state: ATMDetailViewState, _ columns: Int) -> Line {
        var entries: [(key: String, action: String)] = [("Esc", "back")]
        if case .failed = state.phase { entries.insert(("r", "retry"), at: 0) }
        return Chrome.help(entries, columns: columns)
    }
}
