import Domain
import GRDB
import SnapshotFile

/// ``Domain/SearchWords`` in SQL: functions that fold in Swift, so that SQL matches and orders names by the app's
/// rule, and the FTS4 tables of folded words that let an index answer it.
///
/// The `merchant_fts` and `atm_fts` tables of a directory file index names as the Dash apps wrote them, and FTS4's
/// tokenizer folds ASCII letters only: it answers the rule for names of plain ASCII, and nothing more (`cafe*` misses
/// "Café"). Names with other characters are indexed again here, as their folded words joined by spaces: the tokenizer
/// then splits exactly where the rule does, and a prefix query `word*` is the rule itself. The functions read a name
/// as the records do (``StoredValue/string(_:)``: its first ``StoredText/longest`` scalars).
enum FoldedNames {
    /// `explore_name_key(name)`: ``Domain/SearchWords/orderKey(_:)``, what names are ordered by.
    static let orderKeyFunction = DatabaseFunction("explore_name_key", argumentCount: 1, pure: true) { values in
        StoredValue.string(values[0]).map(SearchWords.orderKey)
    }

    /// `explore_name_words(name)`: the folded words a name is found by (``Domain/SearchWords/nameWords(in:)``, with
    /// the words that start inside a run of a script written without spaces) joined by spaces, as the FTS tables of
    /// folded words hold them.
    static let wordsFunction = DatabaseFunction("explore_name_words", argumentCount: 1, pure: true) { values in
        StoredValue.string(values[0]).map { SearchWords.nameWords(in: $0).joined(separator: " ") }
    }

    /// The version of the words ``wordsFunction`` writes, recorded in the heads' marker (``DerivedTables``): a file
    /// whose table of words was written by another version of the rule is not trusted, and is written again by the
    /// next import or sync. 2: words start inside runs of scripts written without spaces.
    static let wordsVersion = 2

    /// Adds the functions to a connection.
    static func register(_ db: Database) {
        db.add(function: NameMatchFunction.function)
        db.add(function: orderKeyFunction)
        db.add(function: wordsFunction)
    }

    /// The order key (``Domain/SearchWords/orderKey(_:)``) of the name `raw` (an SQL expression) once `trimmed`: for
    /// a name of plain ASCII, SQLite's own `lower()`, which folds ASCII letters and is the key of such a name; for any
    /// other, the Swift function. Most names of a real directory are plain ASCII, so most keys cost no call into
    /// Swift; the test is made on the raw name, so the trim is computed once.
    /// Only the name's first ``StoredText/longest`` scalars count, as in the records, so that one long name costs
    /// no more to order than any other.
    static func orderKey(_ whole: String) -> String {
        let raw = "substr(\(whole), 1, \(StoredText.longest))"
        let folded = "explore_name_key(\(StoredText.sqlTrim(raw)))"
        return "CASE WHEN \(isASCII(raw)) THEN lower(\(StoredText.sqlTrim(raw))) ELSE \(folded) END"
    }

    /// Whether the text of the SQL expression `name` is plain ASCII (its length in bytes is its length in
    /// characters): for such a name, the apps' FTS4 index answers the rule.
    static func isASCII(_ name: String) -> String {
        "length(CAST(\(name) AS BLOB)) = length(\(name))"
    }

    /// The FTS4 pattern that finds names with a word starting with each of `words` (`cof* caf*`), or `nil` for none.
    ///
    /// The words are folded runs of letters and digits (``Domain/SearchWords``), so the pattern holds no FTS syntax:
    /// its operators are upper-case only, and quotes, `*`, `-`, `:` and brackets never survive the split.
    static func prefixPattern(_ words: [String]) -> String? {
        words.isEmpty ? nil : words.map { $0 + "*" }.joined(separator: " ")
    }
}
