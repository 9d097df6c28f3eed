import GRDB

/// A `merchant` row as a GRDB record: `MerchantRow.filter(...).fetchAll(db)` reads rows of the file whatever its
/// column order, one merchant location each.
///
/// GRDB's typed reads (`row["name"] as String`) stop the program when a value cannot convert, and files from elsewhere
/// hold text in number columns and numbers in text columns. So the record reads each column as a plain
/// `DatabaseValue` and cleans it as every reader of the file does (``MerchantRow/read(_:_:)``); a column the file
/// lacks reads as NULL.
extension MerchantRow: FetchableRecord, TableRecord {
    public static var databaseTableName: String { Columns.table }

    /// Reads a row selected with all of the table's columns (GRDB's default, `SELECT *`), by column name.
    public init(row: Row) {
        self.init()
        for column in Columns.allCases { read(column, StoredValue.value(row, column.name)) }
    }
}
