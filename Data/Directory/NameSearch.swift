import Domain
import GRDB

/// A search's words (``Domain/SearchWords``) as SQL: an FTS4 pattern, `LIKE` prefilters and the Swift check.
///
/// The words hold only lower-case letters and digits, and reach SQL as bound values only, so nothing typed is ever
/// SQL or FTS syntax (`NEAR`, `AND` and `OR` become lower-case terms, which FTS4 reads literally). With an FTS table
/// the ASCII words become a pattern of prefixes; words with other letters, and every word when the file has no FTS
/// table, are checked in Swift by ``SearchWords/matches(_:)`` through ``sqlFunction`` (after a `LIKE` prefilter
/// with `%` and `_` escaped), because FTS4's tokenizer folds ASCII case only.
struct NameSearch: Sendable {
    /// The words to match; empty means "every name".
    let parts: [String]

    init(text: String) {
        parts = SearchWords(text).words
    }

    init(parts: [String]) {
        self.parts = parts
    }

    var isEmpty: Bool { parts.isEmpty }

    /// The words FTS4 can answer: ASCII only (its tokenizer keeps other characters inside tokens, unfolded).
    var asciiParts: [String] { parts.filter { $0.unicodeScalars.allSatisfy(\.isASCII) } }

    /// The FTS4 pattern matching names that have a word starting with each part (`cof* caf*`), or `nil` when
    /// nothing is left to match.
    ///
    /// This is the text GRDB's `FTS3Pattern(matchingAllPrefixesIn:)` builds (a test checks it on hostile input).
    /// Parts hold only lower-case letters and digits, so the pattern cannot hold FTS syntax: operators are
    /// upper-case only, and quotes, `*`, `-`, `:` and brackets never survive the split. Building it directly
    /// skips GRDB's validation, which opens two in-memory databases per search (about a millisecond).
    var ftsPattern: String? {
        parts.isEmpty ? nil : parts.map { $0 + "*" }.joined(separator: " ")
    }

    /// The parts as one argument of ``sqlFunction``.
    var argument: String { parts.joined(separator: " ") }

    /// `%part%` with LIKE's wildcards escaped by `\`.
    static func likePattern(_ part: String) -> String {
        var escaped = ""
        for character in part {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "%" + escaped + "%"
    }

    /// `explore_name_matches(name, parts)`: ``Domain/SearchWords/matches(_:)`` in SQL, parts joined by spaces.
    static let sqlFunction = DatabaseFunction("explore_name_matches", argumentCount: 2, pure: true) { values in
        guard let name = String.fromDatabaseValue(values[0]), let parts = String.fromDatabaseValue(values[1]) else {
            return false
        }
        return SearchWords(parts).matches(name)
    }
}
