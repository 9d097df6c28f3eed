/// Draws whole frames on the terminal, each in a single write so that no half-drawn frame ever shows.
enum FrameWriter {
    /// The bytes that replace the screen with `lines`: home the cursor, each line followed by erase-to-end-of-line
    /// (so a shorter line leaves no trace of the longer one before it), then erase everything below.
    ///
    /// The last line gets no newline, so a frame as tall as the terminal does not scroll it.
    static func bytes(for lines: [String]) -> String {
        "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
    }

    static func draw(_ lines: [String], write: (String) -> Void = StandardStreams.writeOutput) {
        write(bytes(for: lines))
    }
}
