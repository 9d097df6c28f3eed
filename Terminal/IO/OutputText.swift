import TextUI

/// Text on its way to standard output or standard error: the one door every byte `explore` prints goes through, so
/// that nothing from outside (a merchant's name, a manifest's field, a file name, an argument echoed in an error)
/// reaches a terminal with a control character in it (ADR 0007).
///
/// Any text becomes safe on the way in (``init(_:)``): it keeps its newlines, and every other control is made visible
/// by the same rule the screens draw with (`TerminalText`): ESC reads `␛`, BEL `␇`, a C1 control or a bidirectional
/// override reads `\u{9B}`, `\u{202E}`, and a line or paragraph separator, a tab or a carriage return becomes a space.
/// Only two kinds of text pass unchanged, each made by a named initializer that no data can reach by accident:
/// lines a `TextRenderer` drew (``init(rendered:separator:)``: they were made safe as they were drawn, and carry the
/// ANSI theme's own styles), and `explore`'s own terminal sequences (``init(sequence:)``: string literals only).
public struct OutputText: Sendable, Equatable, CustomStringConvertible {
    /// What is written, byte for byte.
    public let text: String

    /// Any text, made safe: newlines stay; every other control is made visible.
    public init(_ text: some StringProtocol) {
        self.text = Self.sanitized(text)
    }

    /// Lines drawn by a `TextRenderer` (frames and printed pages), joined by `separator`, which must be a literal.
    ///
    /// They pass as they are: the renderer has already made the data in them safe (`TerminalText`), and the
    /// escapes left in them are the theme's styles. A test draws hostile data to prove it (`OutputTextTests`).
    public init(rendered lines: [String], separator: StaticString = "\n") {
        text = lines.joined(separator: separator.description)
    }

    /// One of `explore`'s own terminal sequences, such as `"\u{1B}[K"`: a string literal, never data.
    public init(sequence: StaticString) {
        text = sequence.description
    }

    private init(joined text: String) {
        self.text = text
    }

    /// The two texts one after the other.
    public static func + (lhs: OutputText, rhs: OutputText) -> OutputText {
        OutputText(joined: lhs.text + rhs.text)
    }

    /// A newline.
    public static let newline = OutputText(sequence: "\n")

    public var description: String { text }

    /// `text` with every control but the newline made visible.
    public static func sanitized(_ text: some StringProtocol) -> String {
        // Nearly all text is printable ASCII and newlines: it passes without being copied line by line.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) || $0 == 0x0A }) { return String(text) }
        return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.sanitized(String(String.UnicodeScalarView($0))) }
            .joined(separator: "\n")
    }

    /// Whether `scalar` would be changed on its way to a terminal: a control, a bidirectional control, a line or
    /// paragraph separator, or an invisible format character (the newline too: on its own it is a control).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if (0x20..<0x7F).contains(scalar.value) { return false }
        let alone = String(scalar)
        return scalar == "\n" || TerminalText.sanitized(alone) != alone
    }
}
