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
    /// A printable character, including any Unicode text the terminal sends as UTF-8.
    case character(Character)
}

/// Whether the program goes on after a key.
public enum KeyOutcome: Hashable, Sendable {
    case proceed
    case quit
}
