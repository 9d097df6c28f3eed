import Domain
import GRDB
import SnapshotFile

/// A search's words (``Domain/SearchWords``) as SQL conditions on a name, answered by an FTS4 index wherever the file
/// has one that can answer (``FoldedNames``).
///
/// The words are folded runs of letters and digits and reach SQL as bound values only, so nothing typed is ever SQL or
/// FTS syntax (`NEAR`, `AND` and `OR` become lower-case terms, which FTS4 reads literally).
struct NameSearch: Sendable {
    /// The folded words to match; empty means "every name".
    let parts: [String]

    init(text: String) {
        parts = SearchWords(text).words
    }

    var isEmpty: Bool { parts.isEmpty }

    /// The parts as one argument of `explore_name_matches`.
    var argument: String { parts.joined(separator: " ") }

    /// The FTS4 pattern of the parts (`cof* caf*`).
    var pattern: String? { FoldedNames.prefixPattern(parts) }

    /// Whether every part is plain ASCII: a name of plain ASCII can match only then.
    var isASCII: Bool { parts.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } }
}
