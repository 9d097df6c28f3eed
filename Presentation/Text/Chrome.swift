/// The parts every screen shares: the title bar, rules, status lines and the key help.
enum Chrome {
    /// `Explore › Title`, with optional spans kept to the right edge.
    static func titleBar(_ title: String, right: [Span] = []) -> Line {
        Line(
            [Span(" Explore ", Style(isBold: true, isReversed: true)), Span("› ", .faint), Span(title, .title)],
            right: right)
    }

    /// A horizontal rule across the terminal.
    static func rule(_ columns: Int) -> Line {
        Line([Span(String(repeating: "─", count: max(0, columns)), .faint, limit: columns)])
    }

    /// Keys and what they do, as many whole entries as fit: `/ search  Tab tabs  q quit`.
    static func help(_ entries: [(key: String, action: String)], columns: Int) -> Line {
        var spans: [Span] = []
        var used = 0
        for (index, entry) in entries.enumerated() {
            let gap = index == 0 ? 1 : 2
            let width = gap + DisplayWidth.of(entry.key) + 1 + DisplayWidth.of(entry.action)
            guard used + width <= columns else { break }
            spans += [.spaces(gap), Span(entry.key, .key), .spaces(1), Span(entry.action, .faint)]
            used += width
        }
        return Line(spans)
    }

    /// A one-line message in the body, indented like the rows.
    static func message(_ text: String, _ style: Style = .normal) -> Line {
        Line([.spaces(1), Span(text, style)])
    }

    /// A section heading in the body.
    static func heading(_ text: String) -> Line {
        Line([.spaces(1), Span(text, .heading)])
    }
}
