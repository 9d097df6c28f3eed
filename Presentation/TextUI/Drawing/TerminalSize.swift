/// The terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// Cells across.
    public var columns: Int
    /// Lines down.
    public var rows: Int

    /// Sizes below the smallest supported one are drawn at that size rather than not at all.
    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
    }

    /// The size assumed when the output is not a terminal (a pipe, a file).
    public static let standard = TerminalSize(columns: 80, rows: 24)

    /// The smallest size the screens are designed for; smaller ones still never overflow.
    public static let smallest = TerminalSize(columns: 40, rows: 10)
}
