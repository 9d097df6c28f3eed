/// Every key of a screen, drawn over it after `?`: each key beside what it does, and how to go back.
enum KeyHelpScreen {
    static func screen(_ help: KeyHelp, columns: Int) -> Screen {
        // A column as wide as the widest keys, up to a point: a longer list of keys pushes its action along rather
        // than widening every line.
        let keyWidth = min(24, columns / 2 - 4, help.entries.map { DisplayWidth.of($0.keys) }.max() ?? 0)
        var body = help.entries.map { entry in
            let keys = Span(entry.keys, .key)
            return Line([.spaces(3), keys, .spaces(max(2, keyWidth - keys.width + 2)), Span(entry.action)])
        }
        body += [.blank, Chrome.message("Ctrl-C quits from every screen, even while typing.", .faint)]
        return Screen(
            header: [Chrome.titleBar("Keys of \(help.title)"), Chrome.rule(columns)], body: body,
            footer: [Chrome.help([Chrome.HelpEntry(key: "any key", action: "back", isPinned: true)], columns: columns)])
    }
}

extension TextRenderer {
    /// Every key of a screen (`?`), drawn in place of the screen until the next key.
    public static func frame(_ help: KeyHelp, size: TerminalSize, theme: Theme) -> Frame {
        KeyHelpScreen.screen(help, columns: size.columns).frame(size: size, theme: theme)
    }
}
