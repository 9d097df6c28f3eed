import GRDB
import SnapshotFile

/// The schema of a current (version 4) directory snapshot, as published files have it.
///
/// Column order follows the publishers' files (apps write another order; readers go by name). The FTS4 tables
/// are external-content tables over `merchant` and `atm`, so their `docid` is the row's `id`. Files we write get
/// extra indexes, and the derived tables of a ``SnapshotIndexing`` when the writer was given one
/// (``finish(_:indexing:)``); no reader requires them.
enum SnapshotSchema {
    static let version = 4

    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE merchant (
                  deeplink TEXT, plusCode TEXT, addDate TEXT, updateDate TEXT, paymentMethod TEXT,
                  merchantId TEXT, id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, active INTEGER DEFAULT 1,
                  name TEXT, address1 TEXT, address2 TEXT, address3 TEXT, address4 TEXT, latitude REAL,
                  longitude REAL, website TEXT, phone TEXT, territory TEXT, city TEXT, source TEXT, sourceId TEXT,
                  logoLocation TEXT, googleMaps TEXT, coverImage TEXT, type TEXT,
                  redeemType TEXT DEFAULT 'barcode', savingsPercentage INTEGER DEFAULT 0, denominationsType TEXT);
                CREATE TABLE gift_card_providers (
                  id INTEGER PRIMARY KEY, merchantId TEXT NOT NULL, provider TEXT NOT NULL, redeemType TEXT NOT NULL,
                  savingsPercentage INTEGER NOT NULL, active INTEGER NOT NULL, denominationsType TEXT NOT NULL,
                  sourceId INTEGER NOT NULL);
                CREATE TABLE atm (
                  postcode TEXT, manufacturer TEXT, id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
                  active INTEGER DEFAULT 1, name TEXT, address1 TEXT, address2 TEXT, address3 TEXT, address4 TEXT,
                  latitude REAL, longitude REAL, website TEXT, phone TEXT, territory TEXT, city TEXT, source TEXT,
                  sourceId TEXT, logoLocation TEXT, googleMaps TEXT, coverImage TEXT, type TEXT);
                CREATE INDEX index_merchant_latitude ON merchant (latitude);
                CREATE INDEX index_merchant_longitude ON merchant (longitude);
                CREATE INDEX index_atm_latitude ON atm (latitude);
                CREATE INDEX index_atm_longitude ON atm (longitude);
                CREATE VIRTUAL TABLE merchant_fts USING FTS4(name TEXT NOT NULL, content=merchant);
                CREATE VIRTUAL TABLE atm_fts USING FTS4(name TEXT NOT NULL, manufacturer TEXT NOT NULL, content=atm);
                CREATE TABLE explore_metadata (key TEXT PRIMARY KEY, value TEXT);
                PRAGMA user_version = 4;
                """)
    }

    /// Fills the FTS tables from their content tables (faster than triggers during a bulk load), adds the indexes
    /// every reader benefits from (``addIndexes(_:)``), then `indexing`'s derived tables. Call after the rows are
    /// written, inside the same transaction.
    static func finish(_ db: Database, indexing: (any SnapshotIndexing)?) throws {
        try db.execute(
            sql: """
                INSERT INTO merchant_fts(merchant_fts) VALUES ('rebuild');
                INSERT INTO atm_fts(atm_fts) VALUES ('rebuild');
                """)
        try addIndexes(db)
        try indexing?.addTables(db)
    }

    /// The indexes every reader benefits from, where the file lacks them: a merchant's rows and offers by its id, and
    /// the rows around a position.
    static func addIndexes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX IF NOT EXISTS explore_merchant_merchantId ON merchant (merchantId, id);
                CREATE INDEX IF NOT EXISTS explore_merchant_location
                  ON merchant (latitude, longitude, merchantId, active, redeemType);
                """)
        if try db.tableExists("gift_card_providers") {
            try db.execute(
                sql:
                    "CREATE INDEX IF NOT EXISTS explore_gift_card_providers_merchantId ON gift_card_providers (merchantId)"
            )
        }
    }

    /// Makes a published snapshot, verified and about to be installed, what this program would have written: the
    /// indexes of ``addIndexes(_:)`` and `indexing`'s derived tables, in one transaction on the file at `path`.
    static func index(fileAt path: String, with indexing: any SnapshotIndexing) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.inTransaction { db in
            try addIndexes(db)
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS explore_metadata (key TEXT PRIMARY KEY, value TEXT)")
            try indexing.addTables(db)
            return .commit
        }
        try queue.close()
    }

    /// Records the publisher's version (milliseconds since 1970) in `explore_metadata`; one that is not `dated` (an
    /// import's from a file's modification time, ``Domain/SnapshotInfo/isVersionDated``) is marked so, under
    /// `version_dated`.
    static func setVersion(_ timestamp: Int64, dated: Bool = true, in db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO explore_metadata (key, value) VALUES ('version', ?)",
            arguments: [String(timestamp)])
        if dated {
            try db.execute(sql: "DELETE FROM explore_metadata WHERE key = 'version_dated'")
        } else {
            try db.execute(sql: "INSERT OR REPLACE INTO explore_metadata (key, value) VALUES ('version_dated', '0')")
        }
    }
}
