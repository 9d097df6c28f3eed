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
/// - **Scripts written without spaces**: Han, Hiragana, Katakana, Hangul, Thai, Lao, Khmer and Myanmar (Unicode's
///   Script property, ``isWrittenWithoutSpaces(_:)``) write a name's words one after the other, so inside a name every
///   letter of those scripts starts a word, and so does the letter after one (``nameWords(in:)``): `薬局` finds
///   "さくら薬局", `ラーメン` finds "東京ラーメン", `กาแฟ` finds "ร้านกาแฟ". The search's own words stay whole, and
///   Latin, Greek or Cyrillic words are untouched: `art` does not find "Smart".
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

    /// Whether every word of the search starts some word of `name` (``nameWords(in:)``).
    public func matches(_ name: String) -> Bool {
        guard !words.isEmpty else { return true }
        return matches(words: Self.nameWords(in: name))
    }

    /// Whether every word of the search starts one of `nameWords`, a name's ``nameWords(in:)``.
    public func matches(words nameWords: [String]) -> Bool {
        words.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
    }

    /// The words a name is found by: its ``words(in:)``, and inside each, the rest of the word from every letter of a
    /// script written without spaces and from the letter after one (``isWrittenWithoutSpaces(_:)``).
    /// "さくら薬局" is found by "さくら薬局", "くら薬局", "ら薬局", "薬局" and "局"; "7-Eleven 新宿店" by "7", "eleven",
    /// "新宿店", "宿店" and "店". A name of other scripts has its ``words(in:)`` only.
    public static func nameWords(in text: String) -> [String] {
        var result: [String] = []
        for word in words(in: text) {
            result.append(word)
            guard word.unicodeScalars.contains(where: isWrittenWithoutSpaces) else { continue }
            var afterSpaceless = false
            var index = word.startIndex
            while index < word.endIndex {
                let spaceless = word[index].unicodeScalars.first.map(isWrittenWithoutSpaces) ?? false
                if index > word.startIndex, spaceless || afterSpaceless { result.append(String(word[index...])) }
                afterSpaceless = spaceless
                index = word.index(after: index)
            }
        }
        return result
    }

    /// Whether `scalar` is a letter or digit of a script written without spaces between words: Han, Hiragana,
    /// Katakana, Hangul, Thai, Lao, Khmer or Myanmar, by Unicode's Script property (the site's script asks JavaScript's
    /// `\p{Script=…}`; a test compares this table with it). The ranges cover those scripts' letters and digits; what
    /// lies between them in a range is no letter, so it never reaches the question.
    public static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0xE01 else { return false }
        var low = 0
        var high = spacelessRanges.count
        while low < high {
            let middle = (low + high) / 2
            if spacelessRanges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < spacelessRanges.count && spacelessRanges[low].contains(value)
    }

    /// The letters and digits of the scripts written without spaces, as sorted ranges of scalar values.
    public static let spacelessRanges: [ClosedRange<UInt32>] = [
        0xE01...0xEDF, 0x1000...0x109D, 0x1100...0x11FF, 0x1780...0x17F9, 0x3005...0x3005, 0x3007...0x3029,
        0x3038...0x303B, 0x3041...0x30FA, 0x30FD...0x30FF, 0x3131...0x318E, 0x31F0...0x31FF, 0x3400...0x9FFF,
        0xA960...0xA97C, 0xA9E0...0xA9FE, 0xAA60...0xAA7F, 0xAC00...0xFAD9, 0xFF66...0xFF6F, 0xFF71...0xFF9D,
        0xFFA0...0xFFDC, 0x116D0...0x116E3, 0x16FE3...0x16FF6, 0x1AFF0...0x1B167, 0x20000...0x33479,
    ]

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
