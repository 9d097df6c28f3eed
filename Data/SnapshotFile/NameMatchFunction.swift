import Domain
import GRDB

/// `explore_name_matches(name, text)`: the Domain's name rule (``Domain/SearchWords/matches(_:)``) in SQL, the one
/// function both snapshot adapters search names with, so that SQL and the in-memory directories apply the same rule.
/// A name or a text that is not text (NULL, a blob) reads as empty, as the row readers read a missing name: an empty
/// text matches every name, and an empty name only an empty text.
public enum NameMatchFunction {
    public static let function = DatabaseFunction("explore_name_matches", argumentCount: 2, pure: true) { values in
        SearchWords(StoredValue.string(values[1]) ?? "").matches(StoredValue.string(values[0]) ?? "")
    }
}
