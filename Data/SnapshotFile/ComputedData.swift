import GRDB

/// What in a directory file would compute at read time, where this program expects stored values: a generated column,
/// a view or a virtual table in the place of a table it reads.
///
/// A directory file is data. A column generated from an expression (`name0 || printf('%.*c', 100000000, 'x')`) passes
/// SQLite's checks in a file of a few kilobytes, then makes every read of it build a hundred megabytes; a view or a
/// virtual table of another module can do the same. Such a file is refused before it becomes the snapshot (sync,
/// import, manifest) and before `--db` reads it.
public enum ComputedData {
    /// The tables of the published schema this program reads, apart from full-text indexes; every table named
    /// `explore_…` counts too (``isRead(_:)``): the tables this program adds are named so.
    public static let tables = [MerchantRow.Columns.table, ProviderRow.Columns.table, ATMRow.Columns.table]
    /// The full-text indexes it reads: virtual tables, but of SQLite's own FTS modules.
    public static let fullTextTables = ["merchant_fts", "atm_fts", "explore_head_words"]

    /// Whether this program reads the table `name` as stored values: one of ``tables``, or one of its own.
    public static func isRead(_ name: String) -> Bool {
        tables.contains(name) || (name.hasPrefix("explore_") && !fullTextTables.contains(name))
    }

    /// Why a file holding `computed` is refused, as a clause.
    public static func refusal(_ computed: String) -> String {
        "it computes values when read (\(computed)), where a directory file stores them"
    }

    /// The first object that computes at read time, named for a message (`the column merchant.name`,
    /// `the view atm`); `nil` when there is none.
    public static func first(in db: Database) throws -> String? {
        let objects = try Row.fetchAll(
            db, sql: "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view')")
        for row in objects {
            let (type, name, sql): (String, String, String?) = (row["type"], row["name"], row["sql"])
            let reads = isRead(name)
            guard reads || fullTextTables.contains(name) else { continue }
            if type == "view" { return "the view \(name)" }
            let definition = (sql ?? "").uppercased()
            if definition.hasPrefix("CREATE VIRTUAL TABLE") {
                let module = definition.components(separatedBy: " USING ").dropFirst().first?
                    .prefix { $0.isLetter || $0.isNumber }
                guard !reads, let module, ["FTS3", "FTS4", "FTS5"].contains(String(module)) else {
                    return "the virtual table \(name)"
                }
                continue
            }
            // `hidden` is 2 for a VIRTUAL generated column and 3 for a STORED one.
            let columns = try Row.fetchAll(db, sql: "SELECT name, hidden FROM pragma_table_xinfo(?)", arguments: [name])
            if let generated = columns.first(where: { [2, 3].contains($0["hidden"] as Int) }) {
                return "the generated column \(name).\(generated["name"] as String)"
            }
        }
        return nil
    }
}
