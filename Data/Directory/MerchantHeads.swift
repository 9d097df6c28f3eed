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
    static let table = "explore_merchant_heads"
    static let columns: Set<String> = ["headId", "merchantId", "name", "type", "locationCount"]

    /// Creates and fills the table from the file's `merchant` rows; call once they are all written.
    static func create(_ db: Database) throws {
        let sql = DirectorySQL(schema: try DirectorySchema.inspect(db, path: "the new snapshot"))
        try db.execute(
            sql: """
                CREATE TABLE explore_merchant_heads (
                  headId INTEGER PRIMARY KEY, merchantId TEXT NOT NULL UNIQUE, name TEXT NOT NULL, type TEXT NOT NULL,
                  locationCount INTEGER NOT NULL);
                INSERT INTO explore_merchant_heads (headId, merchantId, name, type, locationCount)
                  SELECT f.id, CAST(f.merchantId AS TEXT), \(sql.trimmedName("f")), \(sql.merchantType("f")), c.n
                  FROM merchant f JOIN (
                    SELECT min(m.id) AS head, count(*) AS n FROM merchant m WHERE \(sql.isVisible("m"))
                    GROUP BY m.merchantId) c ON f.id = c.head;
                CREATE INDEX explore_merchant_heads_name ON explore_merchant_heads (name COLLATE NOCASE, merchantId);
                """)
    }
}
