/// A key the user pressed, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// The forward-delete key (`ESC [ 3 ~`), not Backspace.
    case delete
    case enter
    case escape
    case backspace
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Ctrl-C, which raw mode delivers as a byte instead of a signal.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-U, which erases the line typed so far in a shell, and a text field's text here.
    case eraseLine
    /// A printable character, including any Unicode text the terminal sends as UTF-8.
    case character(Character)
}

/// Whether the program goes on after a key.
public enum KeyOutcome: Hashable, Sendable {
    case proceed
    case quit
    /// `?`: show every key of the screen (``KeyMap``'s `keyHelp(for:)`), over it, until the next key.
    case showKeys
}

extension Key {
    /// How the key help names the key: "Enter", "Esc", "↑", "Space", "q".
    var name: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .delete: "Delete"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .interrupt: "Ctrl-C"
        case .endOfInput: "Ctrl-D"
        case .eraseLine: "Ctrl-U"
        case .character(" "): "Space"
        case .character(let character): String(character)
        }
    }
}
