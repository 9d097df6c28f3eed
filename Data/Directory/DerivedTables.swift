import GRDB

/// The tables this program derives from a snapshot's rows when it writes the file (``MerchantHeads``,
/// ``LocationIndex``), and the marker that lets a reader trust them.
///
/// A derived table answers for the `merchant` rows, so a reader that believed a table another tool wrote (or one
/// edited since) would give wrong answers: merchants missing from lists, shops missing from Nearby. The reader uses
/// the tables only when the file carries the marker written with them, an `explore_metadata` entry recording the
/// row counts of `merchant` and of each derived table, and every count still agrees; otherwise it takes the slower
/// path that reads the `merchant` rows alone, as for any file from elsewhere. The marker is proof of origin against
/// accidents and other tools, not against forgery: whoever can write the file can write any rows (ADR 0020).
enum DerivedTables {
    /// The `explore_metadata` key of the marker.
    static let markerKey = "explore_derived_tables"

    /// What the marker vouches for, on one file.
    struct Trust: Equatable, Sendable {
        var heads = false
        var locations = false
    }

    /// Creates the derived tables and their marker; call once every row is written, inside the same transaction.
    static func create(_ db: Database) throws {
        try MerchantHeads.create(db)
        let sql = DirectorySQL(schema: try DirectorySchema.inspect(db, path: "the new snapshot"))
        try LocationIndex.create(db, sql: sql)
        try db.execute(
            sql: "INSERT OR REPLACE INTO explore_metadata (key, value) VALUES (?, ?)",
            arguments: [markerKey, try counts(db).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ";")])
    }

    /// Which derived tables the file's marker vouches for: none without a marker, or when a count disagrees.
    static func trust(_ db: Database, tables: Set<String>) -> Trust {
        guard tables.contains("explore_metadata"), tables.contains(MerchantHeads.Columns.table),
            let text = try? String.fetchOne(
                db, sql: "SELECT value FROM explore_metadata WHERE key = ?", arguments: [markerKey])
        else { return Trust() }
        var recorded: [String: Int] = [:]
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let count = Int(pair[1]) else { return Trust() }
            recorded[String(pair[0])] = count
        }
        guard let actual = try? counts(db, locations: tables.contains(LocationIndex.table)),
            recorded["merchant"] == actual["merchant"], recorded["heads"] == actual["heads"]
        else { return Trust() }
        return Trust(heads: true, locations: actual["locations"] != nil && recorded["locations"] == actual["locations"])
    }

    /// The row counts the marker records.
    private static func counts(_ db: Database, locations: Bool = true) throws -> [String: Int] {
        var counts = [
            "merchant": try Int.fetchOne(db, sql: "SELECT count(*) FROM \(MerchantRow.Columns.table)") ?? 0,
            "heads": try Int.fetchOne(db, sql: "SELECT count(*) FROM \(MerchantHeads.Columns.table)") ?? 0,
        ]
        // The R*Tree's own table of ids: counting it reads one small table instead of walking the tree.
        if locations {
            counts["locations"] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(LocationIndex.table)_rowid") ?? 0
        }
        return counts
    }
}
