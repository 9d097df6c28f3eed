/// Text from the data made safe to draw: control characters made visible, then cut to a width.
///
/// A merchant named `"\u{1B}]0;pwned\u{7}"` must not retitle the terminal, and one named with U+202E must not
/// reverse the rest of the line. ESC and the other C0 controls become their Control Pictures (`␛`, `␇`), DEL
/// becomes `␡`; C1 controls, bidirectional overrides, isolates and marks become a literal `\u{202E}`; line and
/// tab characters become spaces; a byte-order mark and interlinear annotation marks are dropped.
public enum TerminalText {
    /// The whole string made safe; its width is unchanged by later drawing.
    public static func sanitized(_ text: some StringProtocol) -> String {
        fit(text, width: .max).text
    }

    /// The text made safe and cut to at most `width` cells, ending in `…` when cut.
    ///
    /// Work stops at the cut, so a 10,000-character name costs no more than a short one.
    public static func fit(_ text: some StringProtocol, width: Int) -> (text: String, width: Int) {
        guard width > 0 else { return ("", 0) }
        var output = ""
        var used = 0
        // Where the text stood when it last had room for the ellipsis, so a cut can go back there.
        var lastFitting = (end: output.endIndex, width: 0)
        for character in text {
            let piece = safe(character)
            let pieceWidth = DisplayWidth.of(piece)
            if used + pieceWidth > width {
                output = String(output[..<lastFitting.end]) + "…"
                return (output, lastFitting.width + 1)
            }
            output += piece
            used += pieceWidth
            if used <= width - 1 { lastFitting = (output.endIndex, used) }
        }
        return (output, used)
    }

    /// One grapheme cluster as it may be drawn.
    static func safe(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        if scalars.allSatisfy({ !needsEscape($0) }) { return String(character) }
        var result = ""
        for scalar in scalars { result += escaped(scalar) }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return false }
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        return isBidiControl(value) || [0x2028, 0x2029, 0xFEFF, 0xFFF9, 0xFFFA, 0xFFFB].contains(value)
    }

    /// Unicode's control pictures, U+2400 to U+241F: the C0 control of the same number, drawn.
    private static let controlPictures = (0x2400...0x241F).compactMap(Unicode.Scalar.init).map { String($0) }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x2028, 0x2029: return " "
        case 0xFEFF, 0xFFF9...0xFFFB: return ""
        case 0x00..<0x20: return Self.controlPictures[Int(value)]  // ␀…␟, so ESC reads ␛
        case 0x7F: return "␡"
        case 0x80...0x9F: return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        default: return isBidiControl(value) ? "\\u{" + String(value, radix: 16, uppercase: true) + "}" : String(scalar)
        }
    }

    /// Marks, embeddings, overrides and isolates: each can reorder what follows it on the line.
    private static func isBidiControl(_ value: UInt32) -> Bool {
        value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
