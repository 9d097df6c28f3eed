#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal's size in character cells.
struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    var columns: Int
    var rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// What a terminal that cannot say its size is taken to be.
    static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The size of the terminal behind a stream (`ioctl TIOCGWINSZ`), or ``fallback`` when it is no terminal
    /// or reports zero.
    static func current(of stream: StandardStreams.Stream = .standardOutput) -> TerminalSize {
        var size = winsize()
        guard ioctl(stream.rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return fallback
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// `COLSxROWS`, the form play scripts use.
    var description: String { "\(columns)x\(rows)" }

    /// Sizes a script or `--size` may ask for: small enough to catch layout bugs, large enough to stay sane.
    static let columnRange = 10...1000
    static let rowRange = 3...500

    /// Parses `COLSxROWS` (`80x24`), or `nil` when malformed or outside ``columnRange`` and ``rowRange``.
    init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            Self.columnRange.contains(columns), Self.rowRange.contains(rows)
        else { return nil }
        self.init(columns: columns, rows: rows)
    }
}
