#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal's size in character cells.
struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    var columns: Int
    var rows: Int

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
}
