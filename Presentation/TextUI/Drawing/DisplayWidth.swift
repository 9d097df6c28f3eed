/// How many terminal cells text occupies, measured so that it is never less than what terminals draw.
///
/// East Asian Wide and Fullwidth characters and emoji take two cells; combining marks, format characters
/// (zero-width joiner, tags) and Hangul medial jamo take none; everything else takes one. The measure is a sum
/// over scalars, like `wcwidth`, so the width of two strings joined is the sum of their widths, whatever grapheme
/// clusters the join creates. Where terminals disagree it errs wide: U+FE0F (which makes `❤️` an emoji two cells
/// wide on newer terminals) counts one cell, and a ZWJ family counts each member. Erring wide costs a cell of
/// padding; erring narrow would wrap the line. The East Asian table is the Wide/Fullwidth ranges of Unicode 15's
/// EastAsianWidth.txt, condensed; the standard library exposes no such property.
public enum DisplayWidth {
    /// The width of a string in cells. Control characters count 0: sanitize text before drawing it.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for scalar in text.unicodeScalars { total += of(scalar) }
        return total
    }

    /// The width of one grapheme cluster in cells: the sum of its scalars' widths.
    public static func of(_ character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars { total += of(scalar) }
        return total
    }

    /// The width of one scalar.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }  // the common case, kept cheap
        switch value {
        case 0xFE0F, 0x00AD: return 1  // emoji presentation selector; soft hyphen, which some terminals draw
        case 0x1F1E6...0x1F1FF: return 1  // regional indicators: a pair is one two-cell flag
        default: break
        }
        if isZeroWidth(scalar) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return (0x1160...0x11FF).contains(scalar.value)  // Hangul medial vowels and final consonants
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) code points, sorted and disjoint.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
        0x3041...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1,
        0x17000...0x18CD5, 0x18D00...0x18D08, 0x1AFF0...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
        0x1F250...0x1F251, 0x1F260...0x1F265, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F7F0...0x1F7F0, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
