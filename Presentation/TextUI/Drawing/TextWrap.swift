/// Text broken into lines of at most a width, at spaces where it can, so a long address or phone number is read
/// whole instead of ending in `…`.
enum TextWrap {
    /// The lines of `text` (made safe first), each at most `width` cells: words are kept whole when they fit on a
    /// line of their own, and a longer word is broken where the line ends. At least one line, maybe empty.
    static func lines(_ text: some StringProtocol, width: Int) -> [String] {
        let width = max(1, width)
        let safe = TerminalText.sanitized(text)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in safe.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 { lines.append(line) }
            (line, lineWidth) = ("", 0)
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth + characterWidth > width, lineWidth > 0 {
                    lines.append(line)
                    (line, lineWidth) = ("", 0)
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        lines.append(line)
        return lines
    }

    /// The lines of `text`, then `whole` (a phone number) after " · ": on the last line when it fits there, else on a
    /// line of its own, so that it is never broken at its own spaces. Only a `whole` longer than a line is broken, as
    /// a long word is.
    static func lines(_ text: some StringProtocol, then whole: some StringProtocol, width: Int) -> [String] {
        var lines = lines(text, width: width)
        let safe = TerminalText.sanitized(whole)
        let last = lines[lines.count - 1]
        if last.isEmpty {
            lines.removeLast()
            return lines + self.lines(safe, width: width)
        }
        let wholeWidth = DisplayWidth.of(safe)
        if DisplayWidth.of(last) + 3 + wholeWidth <= width {
            lines[lines.count - 1] = last + " · " + safe
        } else if wholeWidth <= width {
            lines.append(safe)
        } else {
            lines += self.lines(safe, width: width)
        }
        return lines
    }
}
