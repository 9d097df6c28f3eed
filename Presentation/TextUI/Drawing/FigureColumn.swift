/// A column of figures: a distance, a count with its unit ("11,970 km", "7,734 merchants"). A figure cut short reads
/// as another number, so the column is as wide as its widest figure, and the text beside it (a name, an address) gives
/// way instead.
enum FigureColumn {
    /// `minimum` cells, or the width of the widest of `figures` when that is more.
    static func width(_ figures: some Sequence<String>, atLeast minimum: Int) -> Int {
        figures.reduce(minimum) { max($0, DisplayWidth.of(TerminalText.sanitized($1))) }
    }
}
