import SnapshotFile

/// A table of the directory file as one query names it: `merchant m`, `explore_merchant_heads h`.
///
/// The alias is written once, where a query makes the table; everything else asks it for a column by its typed
/// name (`m[.redeemType]` is `m.redeemType`). A column the file lacks reads as `NULL`, so older files (v1–v3) and
/// files from other tools answer the same queries.
struct SQLTable<Columns: TableColumns>: Sendable {
    /// The alias this query gives the table.
    let alias: String
    /// The columns this file has; `nil` when it has them all (a table we write, or a common table expression).
    let present: Set<String>?

    init(_ alias: String, present: Set<String>? = nil) {
        self.alias = alias
        self.present = present
    }

    /// The table with its alias, for a FROM or JOIN clause.
    var declaration: String { "\(Columns.table) \(alias)" }

    /// The qualified column, or `NULL` when the file lacks it.
    subscript(_ column: Columns) -> String {
        present.map { $0.contains(column.rawValue) } ?? true ? "\(alias).\(column.rawValue)" : "NULL"
    }

    /// The row id, which every table has whatever its columns.
    var rowID: String { "\(alias).rowid" }

    /// Every column of ``Columns``, as ``TableColumns/selection(_:)`` lists them: what a record reads.
    var selection: String { Columns.selection { self[$0] } }
}

/// `merchant`, one row per location.
typealias MerchantTable = SQLTable<MerchantRow.Columns>
/// `gift_card_providers`, one row per merchant and provider.
typealias ProviderTable = SQLTable<ProviderRow.Columns>
