/// A run of safe, measured text in one style: the unit lines are built from.
struct Span: Hashable, Sendable {
    /// Sanitized text, never wider than the limit it was made with.
    let text: String
    let width: Int
    var style: Style

    /// Makes `raw` safe and cuts it to `limit` cells; a limit is always given so that a 10,000-character name
    /// costs no more than the screen it is drawn on.
    init(_ raw: some StringProtocol, _ style: Style = .normal, limit: Int = Span.widestLine) {
        (text, width) = TerminalText.fit(raw, width: limit)
        self.style = style
    }

    private init(safe text: String, width: Int, style: Style) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// No screen is drawn wider than this; it bounds the work on long data.
    static let widestLine = 1000

    /// `count` spaces.
    static func spaces(_ count: Int, _ style: Style = .normal) -> Span {
        Span(safe: String(repeating: " ", count: max(0, count)), width: max(0, count), style: style)
    }

    /// `raw` in a column of exactly `width` cells: cut with `…` or padded on the side away from `alignment`.
    static func cell(_ raw: some StringProtocol, width: Int, _ style: Style = .normal, alignment: Alignment = .left)
        -> [Span]
    {
        let content = Span(raw, style, limit: width)
        let padding = Span.spaces(width - content.width)
        return alignment == .left ? [content, padding] : [padding, content]
    }

    /// Which side of its column a cell's text keeps to.
    enum Alignment {
        case left
        case right
    }

    /// The same text cut to `width` cells.
    func cut(to width: Int) -> Span {
        let (text, newWidth) = TerminalText.fit(text, width: width)
        return Span(safe: text, width: newWidth, style: style)
    }
}
