import GRDB

/// The folded words of the `merchant` names beyond plain ASCII, in a temporary FTS4 table of the connection: what lets
/// a file without ``MerchantHeads`` (a file from elsewhere) answer a search through an index.
///
/// The apps' `merchant_fts` answers names of plain ASCII (``NameSearch``); the others, a few per cent of a real
/// directory, are folded once per opened file, on its first search with words, and indexed here by row id. A snapshot
/// never changes once written, so the table stays true for the connection's life; it lives in the connection's
/// `temp` schema, and the file itself is never written.
enum FoldedNameIndex {
    /// The table, as a query names it: unqualified, SQLite looks in `temp` first, before the file's own tables.
    static let table = "explore_folded_names"

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
                """)
    }
}
