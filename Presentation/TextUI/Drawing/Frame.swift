import Foundation

/// One screenful of text, ready to write: exactly as many lines as the terminal has rows, none wider than it.
public struct Frame: Hashable, Sendable {
    /// The lines, without line terminators; SGR escapes included when the theme is `ansi`.
    public var lines: [String]

    /// Wraps lines already drawn.
    public init(lines: [String]) {
        self.lines = lines
    }

    /// The lines joined by newlines, with no trailing newline.
    public var text: String { lines.joined(separator: "\n") }

    /// The frame with escape characters written as `\e`, so a person can read a golden file.
    public var visibleEscapes: String {
        text.replacingOccurrences(of: "\u{1B}", with: "\\e")
    }
}
