import GRDB

/// A `gift_card_providers` row as a GRDB record: what one provider offers for one merchant, read as
/// ``MerchantRow``'s records are, by column name and without trusting the stored types.
extension ProviderRow: FetchableRecord, TableRecord {
    public static var databaseTableName: String { Columns.table }

    /// Reads a row selected with all of the table's columns, by column name.
    public init(row: Row) {
        self.init()
        for column in Columns.allCases { read(column, StoredValue.value(row, column.name)) }
    }
}
