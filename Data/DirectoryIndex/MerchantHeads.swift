import GRDB
import SnapshotFile

/// `explore_merchant_heads`: one row per merchant with the head's id, trimmed name, name key and type, and its count of
/// visible locations, in files we write; and `explore_head_words`, the heads' names as folded words for search.
///
/// A merchant is the set of visible `merchant` rows sharing a `merchantId`; its head, the lowest visible row id,
/// supplies its name and type. Without this table every list, search and Nearby query finds the heads of the
/// merchants it touches by visiting their rows, which costs a merchant-count of lookups in the wide `merchant`
/// table (about 0.3 s for the home list of a 100,000-merchant file). A snapshot never changes, so files we write
/// carry the answer, computed with the reader's own expressions (``DirectorySQL``); the index of name keys
/// (``Domain/SearchWords/orderKey(_:)``) gives lists their order without a sort, and the FTS4 table of folded words
/// (docid = head id) answers the search rule for every name, accents and all (``FoldedNames``). The reader uses the
/// table when every column is there and the marker vouches for it (``DerivedTables``), and computes heads otherwise;
/// tests compare the two on the same files.
enum MerchantHeads {
    /// The table's columns, all present whenever the reader uses the table (``DirectorySchema`` checks).
    enum Columns: String, StoredColumns {
        case headId, merchantId, name, nameKey, type, locationCount

        static let table = "explore_merchant_heads"
    }

    /// The FTS4 table of each head's folded name words (`docid` = `headId`).
    static let wordsTable = "explore_head_words"

    /// Creates and fills the table from the file's `merchant` rows; call once they are all written.
    static func create(_ db: Database) throws {
        let sql = try IndexedSQL.inspect(db, path: "the new snapshot")
        FoldedNames.register(db)
        let (f, m) = (sql.merchant("f"), sql.merchant("m"))
        try db.execute(
            sql: """
                CREATE TABLE \(Columns.table) (
                  headId INTEGER PRIMARY KEY, merchantId TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
                  nameKey TEXT NOT NULL, type TEXT NOT NULL, locationCount INTEGER NOT NULL);
                INSERT INTO \(Columns.table) (\(Columns.allCases.map(\.name).joined(separator: ", ")))
                  SELECT \(f[.id]), CAST(\(f[.merchantId]) AS TEXT), \(sql.trimmedName(f)),
                    \(FoldedNames.orderKey("IFNULL(\(f[.name]), '')")), \(sql.merchantType(f)), c.n
                  FROM \(f.declaration) JOIN (
                    SELECT min(\(m[.id])) AS head, count(*) AS n FROM \(m.declaration) WHERE \(sql.isVisible(m))
                    GROUP BY \(m[.merchantId])) c ON \(f[.id]) = c.head;
                CREATE INDEX explore_merchant_heads_name ON \(Columns.table) (nameKey, merchantId);
                CREATE VIRTUAL TABLE \(wordsTable) USING fts4(words);
                INSERT INTO \(wordsTable) (docid, words) SELECT headId, explore_name_words(name) FROM \(Columns.table);
                """)
    }
}

/// `explore_merchant_heads`, one row per merchant, in files we write.
typealias HeadsTable = SQLTable<MerchantHeads.Columns>
