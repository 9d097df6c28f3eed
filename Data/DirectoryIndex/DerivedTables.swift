import GRDB
import SnapshotFile

/// The table this program derives from a snapshot's rows when it writes the file (``MerchantHeads``), and the
/// marker that lets a reader trust it; then the summary's tables and the places, which have markers of their own
/// (``SummaryTables``, ``PlaceTables``).
///
/// A derived table answers for the `merchant` rows, so a reader that believed a table another tool wrote (or one
/// edited since) would give wrong answers: merchants missing from lists and searches. The reader uses the heads only
/// when the file carries the marker written with them, an `explore_metadata` entry recording the row counts of
/// `merchant`, of the heads and of their words, and the version of the words' rule (``FoldedNames/wordsVersion``), and
/// they still agree; otherwise it takes the slower path that reads the
/// `merchant` rows alone, as for any file from elsewhere. The marker is proof of origin against accidents and other
/// tools, not against forgery: whoever can write the file can write any rows (ADR 0012).
public struct DerivedTables: SnapshotIndexing {
    /// The derived tables, to hand to the snapshot writers (``SnapshotFile/SnapshotIndexing``).
    public init() {}

    /// Creates the derived tables and their markers (``create(_:)``); a file whose markers already vouch for them (one
    /// this program published) keeps them, one whose markers vouch for all but the places gets the places, and tables
    /// of those names that no marker vouches for are made again.
    public func addTables(_ db: Database) throws {
        let sql = try IndexedSQL.inspect(db, path: "the new snapshot")
        let placesTrusted = PlaceTables.trusted(db, tables: sql.schema.tables)
        guard !sql.hasSummaryTables || !placesTrusted else { return }
        // `main.`: an import writes with its source attached, which may hold tables of these names.
        try db.execute(sql: "DROP TABLE IF EXISTS main.\(PlaceTables.Columns.table)")
        guard !sql.hasSummaryTables else { return try PlaceTables.create(db) }
        try db.execute(
            sql: """
                DROP TABLE IF EXISTS main.\(MerchantHeads.wordsTable);
                DROP TABLE IF EXISTS main.\(SummaryTables.Offers.table);
                DROP TABLE IF EXISTS main.\(SummaryTables.Territories.table);
                DROP TABLE IF EXISTS main.\(MerchantHeads.Columns.table);
                """)
        try Self.create(db)
    }

    /// The `explore_metadata` key of the marker.
    static let markerKey = "explore_derived_tables"

    /// Creates the derived tables and their marker; call once every row is written, inside the same transaction.
    static func create(_ db: Database) throws {
        try MerchantHeads.create(db)
        try db.execute(
            sql: "INSERT OR REPLACE INTO explore_metadata (key, value) VALUES (?, ?)",
            arguments: [markerKey, markerText(try counts(db))])
        try SummaryTables.create(db)
        try PlaceTables.create(db)
    }

    /// Whether the file's marker vouches for its heads: not without a marker, nor when a count disagrees.
    static func trusted(_ db: Database, tables: Set<String>) -> Bool {
        tables.contains(MerchantHeads.Columns.table)
            && markerHolds(db, key: markerKey, tables: tables) { try counts(db) }
    }

    /// The text of a marker recording `counts`: `name=count` pairs, sorted, joined by `;`.
    static func markerText(_ counts: [String: Int]) -> String {
        counts.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ";")
    }

    /// Whether the `explore_metadata` entry `key` records exactly the row counts `counts` finds now.
    static func markerHolds(
        _ db: Database, key: String, tables: Set<String>, counts: () throws -> [String: Int]
    ) -> Bool {
        guard tables.contains("explore_metadata"),
            let text = try? String.fetchOne(
                db, sql: "SELECT value FROM explore_metadata WHERE key = ?", arguments: [key])
        else { return false }
        var recorded: [String: Int] = [:]
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let count = Int(pair[1]) else { return false }
            recorded[String(pair[0])] = count
        }
        guard let actual = try? counts() else { return false }
        return recorded == actual
    }

    /// The row counts the marker records (a file without one of the tables has no counts, and is not trusted).
    private static func counts(_ db: Database) throws -> [String: Int] {
        [
            "merchant": try Int.fetchOne(db, sql: "SELECT count(*) FROM \(MerchantRow.Columns.table)") ?? 0,
            "heads": try Int.fetchOne(db, sql: "SELECT count(*) FROM \(MerchantHeads.Columns.table)") ?? 0,
            "head_words": try Int.fetchOne(db, sql: "SELECT count(*) FROM \(MerchantHeads.wordsTable)") ?? 0,
            "words_version": FoldedNames.wordsVersion,
        ]
    }
}
