/// Draws whole frames on the terminal, each in a single write so that no half-drawn frame ever shows.
public enum FrameWriter {
    /// The bytes that replace the screen with `lines`: home the cursor, each line followed by erase-to-end-of-line
    /// (so a shorter line leaves no trace of the longer one before it), then erase everything below.
    ///
    /// The last line gets no newline, so a frame as tall as the terminal does not scroll it.
    ///
    /// `lines` are a renderer's: their data was made safe as they were drawn (``OutputText/init(rendered:separator:)``).
    public static func bytes(for lines: [String]) -> OutputText {
        OutputText(sequence: "\u{1B}[H") + OutputText(rendered: lines, separator: "\u{1B}[K\r\n")
            + OutputText(sequence: "\u{1B}[K\u{1B}[J")
    }

    /// Draws `lines`; a terminal that takes no more is left to the session, which reads its keys until it ends.
    public static func draw(_ lines: [String], write: (OutputText) -> Void = { try? StandardStreams.writeOutput($0) }) {
        write(bytes(for: lines))
    }
}
