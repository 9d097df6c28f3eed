import Domain
import GRDB
import SnapshotFile

/// `matches_search(name, text)`, an SQL function that says whether a stored merchant name matches what a user typed,
/// by the Domain's rule (``Domain/SearchWords/matches(_:)``).
///
/// SQLite's own `LIKE` knows neither word starts nor accents, and the rule must have one implementation: so SQL calls
/// back into Swift for every row it asks about. Values read as ``MerchantRow`` reads a name (a number is its digits,
/// anything else no text), so that the function and the record agree on every row.
enum SearchFunction {
    static let matches = DatabaseFunction("matches_search", argumentCount: 2, pure: true) { values in
        let name = StoredValue.string(values[0]) ?? ""
        let text = StoredValue.string(values[1]) ?? ""
        return SearchWords(text).matches(name)
    }
}
