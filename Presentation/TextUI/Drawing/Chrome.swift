/// The parts every screen shares: the title bar, rules, status lines and the key help.
enum Chrome {
    /// `Explore › Title`, with optional spans kept to the right edge; `limit` bounds the title's width (a printed
    /// page that must not cut passes `.max`).
    static func titleBar(_ title: String, right: [Span] = [], limit: Int = Span.widestLine) -> Line {
        Line(
            [
                Span(" Explore ", Style(isBold: true, isReversed: true)), Span("› ", .faint),
                Span(title, .title, limit: limit),
            ],
            right: right)
    }

    /// A horizontal rule across the terminal.
    static func rule(_ columns: Int) -> Line {
        Line([Span(String(repeating: "─", count: max(0, columns)), .faint, limit: columns)])
    }

    /// One entry of a help line.
    struct HelpEntry {
        var key: String
        var action: String
        /// Kept when the line is too narrow for every entry (quit, help).
        var isPinned = false
    }

    /// Keys and what they do, as many whole entries as fit: `/ search  Tab tabs  q quit  ? help`. Entries are in
    /// the order they are given, which is the order they are dropped in from the end when the line is too narrow;
    /// pinned entries (how to leave, how to see every key) always stay, so a narrow terminal still says both.
    static func help(_ entries: [HelpEntry], columns: Int) -> Line {
        func width(_ entry: HelpEntry) -> Int {
            2 + DisplayWidth.of(entry.key) + 1 + DisplayWidth.of(entry.action)
        }
        var room = columns + 1 - entries.filter(\.isPinned).reduce(0) { $0 + width($1) }
        var shown: [HelpEntry] = []
        for entry in entries {
            if entry.isPinned {
                shown.append(entry)
            } else if width(entry) <= room {
                shown.append(entry)
                room -= width(entry)
            } else {
                room = 0  // Entries after one that did not fit would read out of order.
            }
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

    /// A message in the body, wrapped at the terminal's width instead of cut.
    static func paragraph(_ text: String, _ style: Style = .normal, columns: Int) -> [Line] {
        TextWrap.lines(text, width: max(8, columns - 2)).map { Line([.spaces(1), Span($0, style)]) }
    }

    /// A section heading in the body.
    static func heading(_ text: String) -> Line {
        Line([.spaces(1), Span(text, .heading)])
    }

    /// " Website  https://…", the value wrapped under itself when it is longer than the line.
    static func labelled(
        _ label: String, _ value: String, _ style: Style, columns: Int, indent: Int = 10
    ) -> [Line] {
        TextWrap.lines(value, width: max(8, columns - indent)).enumerated().map { index, part in
            let head = index == 0 ? Span.cell(" " + label, width: indent, .faint) : [Span.spaces(indent)]
            return Line(head + [Span(part, style)])
        }
    }

    /// The indent that lines up values after every one of `labels` with room to spare: 10 cells ("Website"), more
    /// for a longer label ("Sitio web").
    static func labelIndent(_ labels: [String]) -> Int {
        max(10, (labels.map(DisplayWidth.of).max() ?? 0) + 3)
    }
}
