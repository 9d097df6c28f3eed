/// How a piece of text should stand out; a ``Theme`` decides what that means on a terminal.
struct Style: Hashable, Sendable {
    /// The eight basic terminal colours we use, by meaning rather than by hue.
    enum Color: Int, Hashable, Sendable {
        case red = 31
        case green = 32
        case yellow = 33
        case blue = 34
        case magenta = 35
        case cyan = 36
    }

    var isBold = false
    var isFaint = false
    var isUnderlined = false
    var isReversed = false
    var color: Color?

    init(
        isBold: Bool = false, isFaint: Bool = false, isUnderlined: Bool = false, isReversed: Bool = false,
        color: Color? = nil
    ) {
        self.isBold = isBold
        self.isFaint = isFaint
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
        self.color = color
    }

    static let normal = Style()
    static let title = Style(isBold: true)
    static let heading = Style(isBold: true, isUnderlined: true)
    static let faint = Style(isFaint: true)
    static let key = Style(isBold: true, color: .cyan)
    static let selected = Style(isReversed: true)
    static let discount = Style(color: .green)
    static let fee = Style(color: .yellow)
    static let error = Style(isBold: true, color: .red)
    static let accent = Style(color: .cyan)
    static let favourite = Style(color: .yellow)

    /// This style drawn on top of `base`: attributes add up, and this colour wins.
    func over(_ base: Style) -> Style {
        Style(
            isBold: isBold || base.isBold, isFaint: isFaint || base.isFaint,
            isUnderlined: isUnderlined || base.isUnderlined, isReversed: isReversed || base.isReversed,
            color: color ?? base.color)
    }

    /// The SGR parameters that select this style, in a fixed order; empty for ``normal``.
    var sgrParameters: [Int] {
        var parameters: [Int] = []
        if isBold { parameters.append(1) }
        if isFaint { parameters.append(2) }
        if isUnderlined { parameters.append(4) }
        if isReversed { parameters.append(7) }
        if let color { parameters.append(color.rawValue) }
        return parameters
    }
}
