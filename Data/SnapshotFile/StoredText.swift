import GRDB

/// How text read from a directory file is cleaned, in Swift and in SQL alike.
///
/// Real files hold `"dash "` with a trailing space, blank address lines and identifiers stored as INTEGER in one
/// file and TEXT in another. The Swift trimming and the SQL `trim()` use the same list of characters, so a value
/// the SQL sorts or filters on is exactly the value the mapped Domain type holds.
public enum StoredText {
    /// Unicode White_Space: the characters Foundation's `whitespacesAndNewlines` holds.
    public static let whitespace: [UInt32] = [
        9, 10, 11, 12, 13, 32, 133, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197, 8198, 8199, 8200, 8201, 8202,
        8232, 8233, 8239, 8287, 12288,
    ]

    private static let whitespaceSet = Set(whitespace)

    /// `trim(expression, <whitespace>)` in SQL.
    public static func sqlTrim(_ expression: String) -> String {
        "trim(\(expression), char(\(whitespace.map(String.init).joined(separator: ","))))"
    }

    /// ``key(_:)`` in SQL: `lower(trim(expression, <whitespace>))`.
    public static func sqlKey(_ expression: String) -> String {
        "lower(\(sqlTrim(expression)))"
    }

    /// The text without leading and trailing white space; the text itself, not a copy, when it has none.
    public static func trimmed(_ raw: String) -> String {
        // Most stored text starts and ends with printable ASCII: then there is nothing to trim (a byte in 33...126
        // is a whole scalar in UTF-8), and no scalar needs decoding.
        if let first = raw.utf8.first, let last = raw.utf8.last, (33...126).contains(first), (33...126).contains(last) {
            return raw
        }
        let scalars = raw.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
            let last = scalars.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return raw }
        return String(scalars[first...last])
    }

    /// Whether the scalar is in ``whitespace``: printable ASCII, most of what a file holds, is decided without hashing.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        (33...126).contains(scalar.value) ? false : whitespaceSet.contains(scalar.value)
    }

    /// The most Unicode scalars a text value read from a file keeps: eight times the longest value of the real
    /// directory (an ATM's address of 124 characters).
    ///
    /// Scalars, not characters: a character (a grapheme) may hold any number of scalars ("Zalgo" followed by ten
    /// million combining accents is one character of 20 MB), so only a count of scalars bounds what a value costs (at
    /// most four bytes each). SQLite's `substr` counts them too, so the SQL cuts (``sqlBounded(_:)``) and this one
    /// agree.
    public static let longest = 1_000

    /// The text, or its first ``longest`` Unicode scalars and "…" when it is longer.
    ///
    /// A file is data from elsewhere: one name of 50 MB would otherwise be copied into every screen, page and line
    /// that shows it (minutes and gigabytes for one `show`). The cut bounds what one value costs after it is read;
    /// SQL still filters and sorts on the stored value whole. A cut may end inside a character (an accent kept
    /// without the rest of its stack, an emoji sequence without its end): the value was not text a person wrote.
    public static func bounded(_ text: String) -> String {
        // A scalar is at least one byte: text of `longest` bytes or fewer is kept without counting scalars.
        guard text.utf8.count > longest else { return text }
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: longest, limitedBy: scalars.endIndex),
            end < scalars.endIndex
        else { return text }
        return String(scalars[..<end]) + "…"
    }

    /// A cut before ``bounded(_:)`` in SQL, for a query whose rows SQLite holds before handing them over (a sort) and
    /// for a value handed to a function of ours (a name matched in Swift): text cut to one scalar more than
    /// ``longest`` (so that the Swift cut still marks it) and a blob, which reads as no text, left out, so that no
    /// row held and no value copied into Swift is larger than a record keeps.
    public static func sqlBounded(_ expression: String) -> String {
        "CASE typeof(\(expression)) WHEN 'text' THEN substr(\(expression), 1, \(longest + 1)) WHEN 'blob' THEN NULL "
            + "ELSE \(expression) END"
    }

    /// The trimmed text, or `nil` when nothing is left.
    public static func nonEmpty(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let text = trimmed(raw)
        return text.isEmpty ? nil : text
    }

    /// An identifier stored as INTEGER, REAL or TEXT, as text (`1000001` and `"1000001"` read the same).
    /// Text is kept exactly (no trimming): it is a key, compared with the stored value by SQL.
    public static func identifier(_ value: DatabaseValue) -> String? {
        switch value.storage {
        case .int64(let number): return String(number)
        case .double(let number) where number.rounded() == number && abs(number) < 1e15:
            return String(Int64(number))
        case .double(let number): return String(number)
        case .string(let text): return text.isEmpty ? nil : text
        case .blob, .null: return nil
        }
    }

    /// The lower-cased trimmed text, for matching stored enum values.
    public static func key(_ raw: String?) -> String? {
        guard let text = nonEmpty(raw) else { return nil }
        // Stored keys are mostly lower-case ASCII already, and then their own key.
        return text.utf8.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) } ? text : text.lowercased()
    }
}
