/// One line of a frame before drawing: spans on the left, optional spans kept to the right edge, and a base style
/// that fills the whole width (a selected row is reversed from edge to edge).
struct Line: Hashable, Sendable {
    var left: [Span]
    var right: [Span]
    var base: Style

    init(_ left: [Span] = [], right: [Span] = [], base: Style = .normal) {
        self.left = left
        self.right = right
        self.base = base
    }

    static let blank = Line()

    /// The width the line needs to be drawn whole: the left part, and the right part two spaces after it.
    var naturalWidth: Int {
        let left = left.reduce(0) { $0 + $1.width }
        return right.isEmpty ? left : left + 2 + right.reduce(0) { $0 + $1.width }
    }

    /// The line as terminal text no wider than `columns`. The right part is drawn only when it fits after the left
    /// one with two spaces between; the left part is cut with `…` when it is too wide.
    func drawn(columns: Int, theme: Theme) -> String {
        var spans: [Span] = []
        var remaining = columns
        for span in left where remaining > 0 {
            let piece = span.width <= remaining ? span : span.cut(to: remaining)
            spans.append(piece)
            remaining -= piece.width
        }
        let rightWidth = right.reduce(0) { $0 + $1.width }
        if !right.isEmpty, rightWidth + 2 <= remaining {
            spans.append(.spaces(remaining - rightWidth))
            spans += right
            remaining = 0
        }
        if base != .normal, remaining > 0 { spans.append(.spaces(remaining)) }
        var output = ""
        for run in Self.runs(of: spans, over: base) { output += theme.paint(run.text, run.style) }
        if base == .normal || !theme.usesEscapes {
            while output.hasSuffix(" ") { output.removeLast() }
        }
        return output
    }

    /// Neighbouring spans of one style joined, so each style change costs one pair of escapes.
    private static func runs(of spans: [Span], over base: Style) -> [(text: String, style: Style)] {
        var runs: [(text: String, style: Style)] = []
        for span in spans {
            let style = span.style.over(base)
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += span.text
            } else {
                runs.append((span.text, style))
            }
        }
        return runs
    }
}
