import GRDB

/// `explore_merchant_heads`: one row per merchant with the head's id, trimmed name and type, and its count of visible
/// locations, in files we write.
///
/// A merchant is the set of visible `merchant` rows sharing a `merchantId`; its head, the lowest visible row id,
/// supplies its name and type. Without this table every list, search and Nearby query finds the heads of the
/// merchants it touches by visiting their rows, which costs a merchant-count of lookups in the wide `merchant`
/// table (about 0.3 s for the home list of a 100,000-merchant file). A snapshot never changes, so files we write
/// carry the answer, computed with the reader's own expressions (``DirectorySQL``); the name index gives lists their
/// order without a sort. The reader uses the table when a file has it and computes heads otherwise; tests compare
/// the two on the same files.
enum MerchantHeads {
    /// The table's columns, all present whenever the reader uses the table (``DirectorySchema`` checks).
    enum Columns: String, StoredColumns {
        case headId, merchantId, name, type, locationCount

        static let table = "explore_merchant_heads"
    }

    /// Creates and fills the table from the file's `merchant` rows; call once they are all written.
    static func create(_ db: Database) throws {
        let sql = DirectorySQL(schema: try DirectorySchema.inspect(db, path: "the new snapshot"))
        let (f, m) = (sql.merchant("f"), sql.merchant("m"))
        try db.execute(
            sql: """
                CREATE TABLE \(Columns.table) (
                  headId INTEGER PRIMARY KEY, merchantId TEXT NOT NULL UNIQUE, name TEXT NOT NULL, type TEXT NOT NULL,
                  locationCount INTEGER NOT NULL);
                INSERT INTO \(Columns.table) (\(Columns.allCases.map(\.name).joined(separator: ", ")))
                  SELECT \(f[.id]), CAST(\(f[.merchantId]) AS TEXT), \(sql.trimmedName(f)), \(sql.merchantType(f)), c.n
                  FROM \(f.declaration) JOIN (
                    SELECT min(\(m[.id])) AS head, count(*) AS n FROM \(m.declaration) WHERE \(sql.isVisible(m))
                    GROUP BY \(m[.merchantId])) c ON \(f[.id]) = c.head;
                CREATE INDEX explore_merchant_heads_name ON \(Columns.table) (name COLLATE NOCASE, merchantId);
                """)
    }
}
