/// A screen laid out for drawing: a header, a scrolling body and a footer, fitted to the terminal.
struct Screen {
    var header: [Line]
    var body: [Line]
    var footer: [Line]
    /// Which body line must stay visible (the selection), or how far the body is scrolled.
    var scroll: Scroll = .offset(0)

    /// How the body is positioned when it has more lines than the room left for it.
    enum Scroll {
        /// Keep this body line in view, centred when the body can move that far. Stateless: the same state
        /// always draws the same frame.
        case keepVisible(Int)
        /// Start this many lines down (clamped so the end of the body never leaves empty room).
        case offset(Int)
    }

    /// Exactly `size.rows` lines, none wider than `size.columns`. When rows are scarce the body shrinks first,
    /// then the footer's upper lines, then the header's lower ones.
    func frame(size: TerminalSize, theme: Theme) -> Frame {
        var top = header
        var bottom = footer
        while top.count + bottom.count > size.rows {
            if bottom.count > 1 {
                bottom.removeFirst()
            } else if top.count > 1 {
                top.removeLast()
            } else {
                bottom.removeAll()
            }
        }
        let room = max(0, size.rows - top.count - bottom.count)
        let start = Self.firstVisible(scroll, count: body.count, room: room)
        var visible = Array(body.dropFirst(start).prefix(room))
        visible += Array(repeating: Line.blank, count: room - visible.count)
        let lines = (top + visible + bottom).prefix(size.rows).map { $0.drawn(columns: size.columns, theme: theme) }
        return Frame(lines: Array(lines))
    }

    /// Every line at its natural height, for printing instead of a terminal: the body unscrolled and unpadded,
    /// and the footer without its last line, the key help (a printed page has no keys). With `widen`, a line
    /// wider than `columns` is drawn whole.
    func document(columns: Int, theme: Theme, fit: PageFit = .cut) -> Frame {
        let lines = header + body + footer.dropLast()
        return Frame(
            lines: lines.map { line in
                line.drawn(columns: fit == .widen ? max(columns, line.naturalWidth) : columns, theme: theme)
            })
    }

    static func firstVisible(_ scroll: Scroll, count: Int, room: Int) -> Int {
        let latest = max(0, count - room)
        switch scroll {
        case .keepVisible(let index): return min(max(0, index - room / 2), latest)
        case .offset(let offset): return min(max(0, offset), latest)
        }
    }
}
