/// The words a search asks for, and the one rule that says whether a name matches them.
///
/// - **Words**: text splits at every character that is neither a letter nor a digit, in Unicode's sense
///   (`Character.isLetter`, `Character.isNumber`). Spaces, punctuation, symbols and emoji only separate words; none
///   of them is ever syntax (`"`, `*`, `-`, `:`, brackets, `NEAR`, `OR` are literal text or separators).
/// - **Case**: both sides are lower-cased by Unicode's rules (`lowercased()`): `CAFÉ` is `café`, `ΚΑΦΕ` is `καφε`.
///   Nothing else is folded: accents stay (`cafe` does not find "Café", `caf` does), `ß` is not `ss`, and `İ`
///   lower-cases to `i` with a combining dot, so `istanbul` does not find "İstanbul". Text is compared by canonical
///   equivalence, so a decomposed `é` is `é`.
/// - **Match**: a name matches when every word of the search starts some word of the name, in any order: `bro`
///   finds "Brooklyn Bagels" and not "Umbrolla". Repeated words count once; a search with no words matches every name.
///   A run of letters without spaces (`東京ラーメン`) is one word, so only its start matches.
///
/// Every search follows this rule: the SQLite directory (through FTS4 for ASCII words, with one known difference
/// that Docs/DataFiles.md describes), the in-memory directories, and the catalog site's search. The cases they all
/// pass are one table, `Tests/Shared/name-matching-cases.json`.
public struct SearchWords: Hashable, Sendable {
    /// The lower-cased words of the search, without repeats, in the order typed; empty means "every name".
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
        let nameWords = Self.words(in: name)
        return words.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
    }

    /// The words of any text, names and searches alike: runs of letters and digits, lower-cased.
    public static func words(in text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
}
