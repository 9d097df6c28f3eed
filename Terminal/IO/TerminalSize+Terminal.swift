import TextUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalSize {
    /// The size of the terminal behind a stream (`ioctl TIOCGWINSZ`), or ``standard`` when it is no terminal
    /// or reports zero.
    public static func current(of stream: StandardStreams.Stream = .standardOutput) -> TerminalSize {
        var size = winsize()
        guard ioctl(stream.rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return .standard
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// `COLSxROWS`, the form play scripts and `--size` use.
    public var notation: String { "\(columns)x\(rows)" }

    /// Sizes a script or `--size` may ask for: small enough to catch layout bugs, large enough to stay sane.
    public static let columnRange = 10...1000
    public static let rowRange = 3...500

    /// Parses `COLSxROWS` (`80x24`), or `nil` when malformed or outside ``columnRange`` and ``rowRange``.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            Self.columnRange.contains(columns), Self.rowRange.contains(rows)
        else { return nil }
        self.init(columns: columns, rows: rows)
    }
}
