/// Whether frames carry colour and emphasis, as SGR escape sequences that only we emit.
public struct Theme: Hashable, Sendable {
    /// A name for logs and golden files: `plain` or `ansi`.
    public let name: String
    let usesEscapes: Bool

    /// Text only: for pipes, files, `NO_COLOR` and `--no-color` (the program's `Console` chooses).
    public static let plain = Theme(name: "plain", usesEscapes: false)
    /// Bold, faint, underline, reverse video and the basic colours.
    public static let ansi = Theme(name: "ansi", usesEscapes: true)

    /// `text` (already safe and measured) wrapped in the escapes for `style`.
    func paint(_ text: String, _ style: Style) -> String {
        let parameters = style.sgrParameters
        guard usesEscapes, !parameters.isEmpty, !text.isEmpty else { return text }
        let codes = parameters.map(String.init).joined(separator: ";")
        return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
    }
}
