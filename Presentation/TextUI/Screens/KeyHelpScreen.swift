import Presentation

/// Every key of a screen, drawn over it after `?`: each key beside what it does, and how to go back.
enum KeyHelpScreen {
    static func screen(_ help: KeyHelp, columns: Int) -> Screen {
        // Two columns on a terminal wide enough, so that a screen with many keys fits a short terminal too.
        let columnCount = columns >= 80 && help.entries.count > 8 ? 2 : 1
        let columnWidth = (columns - 2) / columnCount
        let perColumn = (help.entries.count + columnCount - 1) / columnCount
        let parts = (0..<columnCount).map { Array(help.entries.dropFirst($0 * perColumn).prefix(perColumn)) }
        var body = (0..<perColumn).map { row in
            var spans: [Span] = []
            for (index, part) in parts.enumerated() where part.indices.contains(row) {
                let used = spans.reduce(0) { $0 + $1.width }
                spans += [.spaces(index * columnWidth - used)] + entry(part[row], in: part, width: columnWidth)
            }
            return Line(spans)
        }
        let words = help.screenWords
        body += [.blank, Chrome.message(words.ctrlC, .faint)]
        return Screen(
            header: [Chrome.titleBar(words.keysOf(help.title)), Chrome.rule(columns)], body: body,
            footer: [
                Chrome.help(
                    [Chrome.HelpEntry(key: words.anyKey, action: words.key("back"), isPinned: true)], columns: columns)
            ])
    }

    /// "   Esc, Backspace, ←  back": the keys in a column as wide as the column's widest keys (up to 12 cells, "Shift-Tab"
    /// and a little more: a longer list of keys pushes its action along rather than narrowing every action), then the
    /// action.
    static func entry(_ entry: KeyHelp.Entry, in column: [KeyHelp.Entry], width: Int) -> [Span] {
        let keyWidth = min(12, width / 2 - 4, column.map { DisplayWidth.of($0.keys) }.max() ?? 0)
        // Long keys give way to the first words of the action: a key without what it does says nothing.
        let keys = Span(entry.keys, .key, limit: max(1, width - 5 - min(DisplayWidth.of(entry.action), 12)))
        let action = Span(entry.action, limit: max(1, width - 3 - max(keyWidth, keys.width) - 2))
        return [.spaces(3), keys, .spaces(max(2, keyWidth - keys.width + 2)), action]
    }
}

extension TextRenderer {
    /// Every key of a screen (`?`), drawn in place of the screen until the next key.
    public static func frame(_ help: KeyHelp, size: TerminalSize, theme: Theme) -> Frame {
        KeyHelpScreen.screen(help, columns: size.columns).frame(size: size, theme: theme)
    }
}
