import Foundation

/// The words a search asks for, and the one rule that says whether a name matches them.
///
/// - **Folding**: both sides are compared as ``folded(_:)`` makes them, the way a person reads a name: case and
///   accents do not count. `cafe` finds "Café", `dona` "Doña", `strasse` "Straße", `istanbul` "İstanbul", `ΚΑΦΕ`
///   "καφέ". Letters that are not a base letter with a mark stay themselves: `ø`, `ł` and `æ` are letters of their own.
/// - **Words**: folded text splits at every character that is neither a letter nor a digit, in Unicode's sense
///   (`Character.isLetter`, `Character.isNumber`). Spaces, punctuation, symbols and emoji only separate words; none
///   of them is ever syntax (`"`, `*`, `-`, `:`, brackets, `NEAR`, `OR` are literal text or separators).
/// - **Match**: a name matches when every word of the search starts some word of the name, in any order: `bro`
///   finds "Brooklyn Bagels" and not "Umbrolla". Repeated words count once; a search with no words matches every name.
///   A run of letters without spaces (`東京ラーメン`) is one word, so only its start matches.
/// - **Order**: names sort by their folded text (``orderKey(_:)``), so "Café" comes before "Cafetín".
///
/// Every name, place and territory a person types is matched by this rule: the SQLite directory, the in-memory
/// directories, the location picker, `--territory`, and the catalog site's search script. The cases they all pass
/// are one table, `Tests/Shared/name-matching-cases.json`.
public struct SearchWords: Hashable, Sendable {
    /// The folded words of the search, without repeats, in the order typed; empty means "every name".
    public let words: [String]

    /// The words of `text`, a user's search.
    public init(_ text: String) {
        var seen = Set<String>()
        words = Self.words(in: text).filter { seen.insert($0).inserted }
    }

    /// Whether the search has no words, and so matches every name.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether every word of the search starts some word of `name`.
    public func matches(_ name: String) -> Bool {
        guard !words.isEmpty else { return true }
        return matches(words: Self.words(in: name))
    }

    /// Whether every word of the search starts one of `nameWords`, a name's ``words(in:)``.
    public func matches(words nameWords: [String]) -> Bool {
        words.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
    }

    /// The words of any text, names and searches alike: runs of letters and digits of its ``folded(_:)`` form.
    public static func words(in text: String) -> [String] {
        folded(text).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// The key that orders names: the folded name, compared by code point (as SQLite compares text).
    public static func orderKey(_ name: String) -> String {
        folded(name)
    }

    /// `text` as the rule compares it: canonically decomposed, its nonspacing marks (accents, Hebrew and Arabic vowel
    /// points) removed, case folded through Unicode's full case mappings (lower-cased, upper-cased and lower-cased
    /// again: `ß` and `ẞ` are `ss`, `ﬁ` is `fi`, `İ` and `ı` are `i`, a final `ς` is `σ`), marks removed again, then
    /// composed.
    ///
    /// Only Unicode's own tables are used (the rule of SQLite FTS5's `unicode61 remove_diacritics 2`, with full case
    /// folding); the catalog site's script applies the same steps in the same order. Plain ASCII has no marks, so
    /// only its letters' case changes.
    public static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        let bare = withoutMarks(text.decomposedStringWithCanonicalMapping)
        let cased = bare.lowercased().uppercased().lowercased().replacingOccurrences(of: "ς", with: "σ")
        return withoutMarks(cased.decomposedStringWithCanonicalMapping).precomposedStringWithCanonicalMapping
    }

    private static func withoutMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
