import Presentation

/// One ATM drawn as text: what it does and who made it, its address and distance, how to reach its operator.
enum ATMDetailScreen {
    static func screen(_ state: ATMDetailViewState, columns: Int) -> Screen {
        var summary = [Span(" " + state.kind, .discount)]
        if let manufacturer = state.manufacturer { summary += [Span(" · " + manufacturer, .faint)] }
        return Screen(
            header: [Chrome.titleBar(state.title), Line(summary), Chrome.rule(columns)],
            body: body(state, columns: columns),
            footer: [Line([Span(" " + (state.source ?? ""), .faint)]), help(state, columns)])
    }

    static func body(_ state: ATMDetailViewState, columns: Int) -> [Line] {
        let words = state.screenWords
        switch state.phase {
        case .idle: return []
        case .loading: return [Chrome.message(words.loading, .faint)]
        case .empty(let message): return [Chrome.message(message)]
        case .failed(let message): return [Chrome.message(message, .error), Chrome.message(words.retryHint)]
        case .loaded: break
        }
        var lines = [Chrome.heading(words.address)]
        for line in state.address {
            lines += TextWrap.lines(line, width: columns - 3).map { Line([.spaces(3), Span($0)]) }
        }
        if let distance = state.distance {
            lines.append(Line([.spaces(3), Span(words.away(distance), .accent)]))
        }
        if state.website != nil || state.phone != nil { lines.append(.blank) }
        let indent = Chrome.labelIndent([words.website, words.phone])
        if let website = state.website {
            lines += Chrome.labelled(words.website, website, .accent, columns: columns, indent: indent)
        }
        if let phone = state.phone {
            lines += Chrome.labelled(words.phone, phone, .normal, columns: columns, indent: indent)
        }
        return lines
    }

    static func help(_ state: ATMDetailViewState, _ columns: Int) -> Line {
        Chrome.help(commands(state).helpEntries(), columns: columns)
    }

    /// The keys, in the help line's order.
    static func commands(_ state: ATMDetailViewState) -> [KeyCommand<ATMDetailViewModel>] {
        typealias Command = KeyCommand<ATMDetailViewModel>
        let failed = if case .failed = state.phase { true } else { false }
        let words = state.screenWords
        return [
            .retry(words, failed: failed) { $0.retryTapped() },
            Command("Esc", words.key("back"), keys: [.escape, .backspace, .left]) { $0.backTapped() },
            .quit(words),
            .keyHelp(words),
        ]
    }
}

extension TextRenderer {
    /// One ATM: what it does, its address and distance, links.
    public static func frame(_ state: ATMDetailViewState, size: TerminalSize, theme: Theme) -> Frame {
        ATMDetailScreen.screen(state, columns: size.columns).frame(size: size, theme: theme)
    }
}

extension KeyMap {
    /// Sends a key to the ATM detail screen.
    @MainActor public static func send(_ key: Key, to model: ATMDetailViewModel) -> KeyOutcome {
        ATMDetailScreen.commands(model.state).send(key, to: model)
    }

    /// Every key of the ATM detail screen now.
    @MainActor public static func keyHelp(for model: ATMDetailViewModel) -> KeyHelp {
        KeyHelp(
            title: model.state.title, entries: ATMDetailScreen.commands(model.state).keyHelpEntries(),
            screenWords: model.state.screenWords)
    }
}
