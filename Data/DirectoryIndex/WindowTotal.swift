import GRDB
import SnapshotFile

/// `count(*) OVER ()`, the total a page query selects after a record's columns, so that the page and its total
/// come from one pass.
enum WindowTotal: String, TableColumns {
    case total

    /// A column of the query's result, not of a table.
    static let table = ""

    /// The SELECT term, to follow the record's own columns.
    static var selection: String { selection { _ in "count(*) OVER ()" } }

    /// The total a row selected with ``selection`` holds.
    static func read(_ row: Row) -> Int? {
        StoredValue.int(row, Self.total.rawValue)
    }
}
