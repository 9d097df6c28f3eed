import Domain
import GRDB

/// What in a directory file would run code of its own, where this program expects stored values: a generated column,
/// a view, a virtual table other than the full-text indexes it reads, or a trigger.
///
/// A directory file is data. A column generated from an expression (`name0 || printf('%.*c', 100000000, 'x')`) passes
/// SQLite's checks in a file of a few kilobytes, then makes every read of it build a hundred megabytes; a view or a
/// virtual table of another module can do the same, and a trigger on a table this program writes (`explore_metadata`,
/// when a sync adds its tables) runs whatever query it holds. Such a file is refused before it becomes the snapshot
/// (sync, import, manifest) and before `--db` reads it, whichever table holds it: the only code a file may carry is
/// the triggers Room writes to keep a full-text index in step (``FullTextSyncTriggers``).
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
        "it computes values of its own (\(computed)), where a directory file only stores them"
    }

    /// Throws ``Domain/DirectoryError/computedData(_:what:)`` for the file at `path` when it holds anything
    /// ``first(in:)`` finds.
    public static func refuse(in db: Database, path: String) throws {
        if let computed = try first(in: db) { throw DirectoryError.computedData(path, what: computed) }
    }

    /// The first object that computes values of its own, named for a message (`the column merchant.name`,
    /// `the view atm`, `the trigger t on explore_metadata`); `nil` when there is none.
    public static func first(in db: Database) throws -> String? {
        let objects = try Row.fetchAll(
            db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger')")
        for row in objects {
            let (type, name, table, sql): (String, String, String, String?) =
                (row["type"], row["name"], row["tbl_name"], row["sql"])
            switch type {
            case "view":
                return "the view \(name)"
            case "trigger":
                if !FullTextSyncTriggers.isRoomSync(sql) { return "the trigger \(name) on \(table)" }
            default:
                if let computed = try computedTable(db, name: name, sql: sql) { return computed }
            }
        }
        return nil
    }

    /// A virtual table other than one of ``fullTextTables`` on an FTS module, or a table's generated column.
    private static func computedTable(_ db: Database, name: String, sql: String?) throws -> String? {
        let definition = (sql ?? "").uppercased()
        if definition.hasPrefix("CREATE VIRTUAL TABLE") {
            let module = definition.components(separatedBy: " USING ").dropFirst().first?
                .prefix { $0.isLetter || $0.isNumber }
            guard fullTextTables.contains(name), let module, ["FTS3", "FTS4", "FTS5"].contains(String(module)) else {
                return "the virtual table \(name)"
            }
            return nil
        }
        // `hidden` is 2 for a VIRTUAL generated column and 3 for a STORED one.
        let columns = try Row.fetchAll(db, sql: "SELECT name, hidden FROM pragma_table_xinfo(?)", arguments: [name])
        return columns.first { [2, 3].contains($0["hidden"] as Int) }.map {
            "the generated column \(name).\($0["name"] as String)"
        }
    }
}
