import GRDB

/// One stored value read straight from the statement by its storage class, through GRDB's fast path
/// (`StatementColumnConvertible`).
///
/// Reading a `DatabaseValue` from a row goes through GRDB's generic decoding (`DatabaseValueConvertible.decode`: type
/// metadata looked up, values boxed and retained), which cost about a fifth of the catalog's reading. A value read
/// through this type is the same `DatabaseValue` (the same storage class and contents, NULL included), so
/// ``StoredValue`` and ``StoredText`` keep their lenient conversions unchanged.
struct StoredCell: DatabaseValueConvertible, StatementColumnConvertible {
    let databaseValue: DatabaseValue

    init(sqliteStatement: SQLiteStatement, index: CInt) {
        databaseValue = DatabaseValue(sqliteStatement: sqliteStatement, index: index)
    }

    private init(_ value: DatabaseValue) { databaseValue = value }

    /// A cell of a row read in place from a statement, NULL included: GRDB's default checks for NULL first (to
    /// refuse it), and `DatabaseValue` asks the storage class again; a cell is any value, so one look is enough.
    static func fromStatement(_ sqliteStatement: SQLiteStatement, atUncheckedIndex index: CInt) -> StoredCell? {
        StoredCell(sqliteStatement: sqliteStatement, index: index)
    }

    /// Rows that are not read in place from a statement (copied rows, adapted rows) give their values this way.
    static func fromDatabaseValue(_ dbValue: DatabaseValue) -> StoredCell? { StoredCell(dbValue) }

    /// The value at `index` of `row`, NULL included.
    static func value(of row: Row, at index: Int) -> DatabaseValue {
        (row[index] as StoredCell).databaseValue
    }
}
