import Domain
import GRDB

/// A search's words (``Domain/SearchWords``) as SQL conditions on a name, answered by an FTS4 index wherever the file
/// has one that can answer (``FoldedNames``).
///
/// The words are folded runs of letters and digits and reach SQL as bound values only, so nothing typed is ever SQL or
/// FTS syntax (`NEAR`, `AND` and `OR` become lower-case terms, which FTS4 reads literally).
package struct NameSearch: Sendable {
    /// The folded words to match; empty means "every name".
    package let parts: [String]

    package init(text: String) {
        parts = SearchWords(text).words
    }

    package var isEmpty: Bool { parts.isEmpty }

    /// The parts as one argument of `explore_name_matches`.
    package var argument: String { parts.joined(separator: " ") }

    /// The FTS4 pattern of the parts (`cof* caf*`).
    package var pattern: String? { FoldedNames.prefixPattern(parts) }

    /// Whether every part is plain ASCII: a name of plain ASCII can match only then.
    package var isASCII: Bool { parts.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } }

    /// Whether the row `rowID` (an SQL expression), whose name is the SQL expression `name`, matches, in a file whose
    /// FTS4 table `fts` indexes names as written (`nil` when the file has none that works) and whose names beyond
    /// ASCII are in the temporary table of folded words `folded` (``FoldedNameIndex``).
    ///
    /// A name of plain ASCII is answered by `fts` (its tokenizer folds ASCII case, as the rule does), any other by
    /// `folded`; without `fts`, the rule itself runs on every name, in Swift.
    ///
    /// With `exact` false, the condition may also pass a name beyond ASCII that `fts` finds (a superset, for narrowing
    /// rows before the exact check): two index look-ups and nothing else.
    package func condition(rowID: String, name: String, fts: String?, folded: String, exact: Bool = true)
        -> (String, StatementArguments)
    {
        guard let fts, let pattern else { return ("explore_name_matches(\(name), ?)", [argument]) }
        let foldedHits = "\(rowID) IN (SELECT docid FROM \(folded) WHERE \(folded) MATCH ?)"
        guard isASCII else { return (foldedHits, [pattern]) }
        let asciiHits =
            "\(rowID) IN (SELECT docid FROM \(fts) WHERE \(fts) MATCH ?)"
            + (exact ? " AND \(FoldedNames.isASCII(name))" : "")
        return ("((\(asciiHits)) OR \(foldedHits))", [pattern, pattern])
    }
}
