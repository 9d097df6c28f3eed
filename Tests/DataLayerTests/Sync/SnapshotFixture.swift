import Foundation
import GRDB

/// Writes small directory snapshot files for the sync tests: schema v4 unless told otherwise.
enum SnapshotFixture {
    /// A snapshot with one row per name in `merchant`, `PRAGMA user_version` set, and, when `version` is given,
    /// an `explore_metadata` row recording it.
    static func write(
        to url: URL, merchants: [String] = ["Café Ávila", "Books Online"], version: Int64? = nil,
        schemaVersion: Int = 4, walMode: Bool = false
    ) throws {
        try? FileManager.default.removeItem(at: url)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: merchantTable)
            for (index, name) in merchants.enumerated() {
                try db.execute(
                    sql: "INSERT INTO merchant (merchantId, name, paymentMethod, type) VALUES (?, ?, 'dash', 'online')",
                    arguments: ["m-\(index)", name])
            }
            if let version {
                try db.execute(sql: "CREATE TABLE explore_metadata (key TEXT PRIMARY KEY, value TEXT)")
                try db.execute(
                    sql: "INSERT INTO explore_metadata (key, value) VALUES ('version', ?)", arguments: ["\(version)"])
            }
            try db.execute(sql: "PRAGMA user_version = \(schemaVersion)")
        }
        if walMode {
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
        }
        try queue.close()
    }

    /// Grows a snapshot by about `megabytes` MB of random bytes in a table of their own (a large published file).
    static func pad(_ url: URL, megabytes: Int) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE padding (bytes BLOB)")
            for _ in 0..<megabytes { try db.execute(sql: "INSERT INTO padding VALUES (randomblob(1000000))") }
        }
        try queue.close()
    }

    /// The names in a snapshot's `merchant` table, read through a fresh read-only connection.
    static func merchantNames(in url: URL) throws -> [String] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM merchant ORDER BY id") }
    }

    /// The v4 `merchant` columns (Docs: DESIGN §3); validation needs the table, not every column filled.
    private static let merchantTable = """
        CREATE TABLE merchant (
            id INTEGER PRIMARY KEY, merchantId TEXT, name TEXT, active BOOLEAN DEFAULT 1, paymentMethod TEXT,
            type TEXT, redeemType TEXT DEFAULT 'barcode', denominationsType TEXT, savingsPercentage INTEGER DEFAULT 0,
            address1 TEXT, address2 TEXT, address3 TEXT, address4 TEXT, city TEXT, territory TEXT,
            latitude REAL, longitude REAL, website TEXT, phone TEXT, logoLocation TEXT, coverImage TEXT,
            googleMaps TEXT, deeplink TEXT, plusCode TEXT, addDate TEXT, updateDate TEXT, source TEXT, sourceId TEXT)
        """
}
