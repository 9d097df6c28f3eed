import DataLayer
import GRDB

/// The folded words and order keys of the `merchant` names beyond plain ASCII, in temporary tables of the connection:
/// what lets a file without ``MerchantHeads`` (a file from elsewhere) answer a search through an index, and order a
/// page without folding a name per query.
///
/// The apps' `merchant_fts` answers names of plain ASCII (``NameSearch``); the others, a few per cent of a real
/// directory, are folded once per opened file, on its first search, and indexed here by row id. A snapshot
/// never changes once written, so the table stays true for the connection's life; it lives in the connection's
/// `temp` schema, and the file itself is never written.
enum FoldedNameIndex {
    /// The table, as a query names it: unqualified, SQLite looks in `temp` first, before the file's own tables.
    static let table = "explore_folded_names"

    /// `explore_name_keys(id, key)`: each such row's order key (``Domain/SearchWords/orderKey(_:)``).
    static let keysTable = "explore_name_keys"

    /// The order key of the `merchant` row `rowID` (an SQL expression) whose name is `raw`: `lower()` for a name of
    /// plain ASCII, the stored key for the others.
    static func orderKey(rowID: String, raw: String) -> String {
        FoldedNames.orderKey(raw, otherwise: "(SELECT key FROM \(keysTable) WHERE id = \(rowID))")
    }

    /// Creates and fills the table unless the connection has it already.
    static func prepare(_ db: Database) throws {
        let made = try Bool.fetchOne(
            db, sql: "SELECT count(*) > 0 FROM sqlite_temp_master WHERE name = ?", arguments: [table])
        guard made != true else { return }
        let name = MerchantRow.Columns.name.name
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE temp.\(table) USING fts4(words);
                INSERT INTO temp.\(table) (docid, words)
                  SELECT \(MerchantRow.Columns.id.name), explore_name_words(\(name)) FROM main.\(MerchantRow.Columns.table)
                  WHERE \(name) IS NOT NULL AND NOT \(FoldedNames.isASCII(name));
                CREATE TABLE temp.\(keysTable) (id INTEGER PRIMARY KEY, key TEXT);
                INSERT INTO temp.\(keysTable) (id, key)
                  SELECT \(MerchantRow.Columns.id.name), explore_name_key(\(StoredText.sqlTrim(name)))
                  FROM main.\(MerchantRow.Columns.table)
                  WHERE \(name) IS NOT NULL AND NOT \(FoldedNames.isASCII(name));
                """)
    }
}
