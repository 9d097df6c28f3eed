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

    /// Keys and what they do, as many whole entries as fit: `/ search  Tab tabs  q quit`. The last entry (quit
    /// or back) is kept when others must go, so a narrow terminal still says how to leave.
    static func help(_ entries: [(key: String, action: String)], columns: Int) -> Line {
        func width(_ entry: (key: String, action: String)) -> Int {
            2 + DisplayWidth.of(entry.key) + 1 + DisplayWidth.of(entry.action)
        }
        var shown = entries
        let total = entries.reduce(-1) { $0 + width($1) }
        if total > columns, let last = entries.last {
            var room = columns - width(last) + 1
            shown =
                Array(
                    entries.dropLast().prefix { entry in
                        room -= width(entry)
                        return room >= 0
                    }) + [last]
        }
        var spans: [Span] = []
        for (index, entry) in shown.enumerated() {
            spans += [.spaces(index == 0 ? 1 : 2), Span(entry.key, .key), .spaces(1), Span(entry.action, .faint)]
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
