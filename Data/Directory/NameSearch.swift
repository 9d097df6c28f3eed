import GRDB

/// The search text of a query, turned into a literal match on merchant names.
///
/// The text is cut into runs of letters and digits, lower-cased; each run must be the start of a word of the
/// name. Everything else a user types (quotes, `*`, `-`, brackets, emoji) only separates runs, and the runs
/// reach SQL as bound values only, so nothing typed is ever SQL or FTS syntax (`NEAR`, `AND` and `OR` become
/// lower-case terms, which FTS4 reads literally). With an FTS table the ASCII runs become an `FTS3Pattern` of
/// prefixes; runs with other letters, and every run when the file has no FTS table, are checked by
/// ``NameWords/matches(_:_:)`` (after a `LIKE` prefilter with `%` and `_` escaped).
struct NameSearch: Sendable {
    /// The runs to match, without repeats; empty means "every name".
    let parts: [String]

    init(text: String) {
        var seen = Set<String>()
        parts = NameWords.words(in: text.lowercased()).filter { seen.insert($0).inserted }
    }

    init(parts: [String]) {
        self.parts = parts
    }

    var isEmpty: Bool { parts.isEmpty }

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

    /// `%part%` with LIKE's wildcards escaped by `\`.
    static func likePattern(_ part: String) -> String {
        var escaped = ""
        for character in part {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "%" + escaped + "%"
    }
}

/// How names and search text split into words: runs of letters and digits (Unicode-aware, as the oracle
/// `InMemoryDirectory` does).
enum NameWords {
    static func words(in text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// Whether every part starts some word of `name`, ignoring case.
    static func matches(_ name: String, _ parts: [String]) -> Bool {
        let nameWords = words(in: name.lowercased())
        return parts.allSatisfy { part in nameWords.contains { $0.hasPrefix(part) } }
    }

    /// `explore_name_matches(name, parts)`: ``matches(_:_:)`` for the LIKE fallback, parts joined by spaces.
    static let sqlFunction = DatabaseFunction("explore_name_matches", argumentCount: 2, pure: true) { values in
        guard let name = String.fromDatabaseValue(values[0]), let parts = String.fromDatabaseValue(values[1]) else {
            return false
        }
        return matches(name, parts.split(separator: " ").map(String.init))
    }
}
