import GRDB

/// An `atm` row as a GRDB record, read by column name as ``MerchantRow``'s records are: each column decoded as a
/// ``StoredColumnValue``, a column the file lacks read as NULL.
extension ATMRow: FetchableRecord, TableRecord {
    /// The table the record reads.
    public static var databaseTableName: String { Columns.table }

    /// Reads a row by column name (`SELECT *`, or any selection naming the columns).
    public init(row: Row) throws {
        id = try row.stored(StoredInteger.self, Columns.id) ?? 0
        name = try row.stored(StoredString.self, Columns.name)
        manufacturer = try row.stored(StoredString.self, Columns.manufacturer)
        type = try row.stored(StoredString.self, Columns.type)
        addressLines = [
            try row.stored(StoredString.self, Columns.address1), try row.stored(StoredString.self, Columns.address2),
            try row.stored(StoredString.self, Columns.address3), try row.stored(StoredString.self, Columns.address4),
        ]
        city = try row.stored(StoredString.self, Columns.city)
        territory = try row.stored(StoredString.self, Columns.territory)
        latitude = try row.stored(StoredDouble.self, Columns.latitude)
        longitude = try row.stored(StoredDouble.self, Columns.longitude)
        website = try row.stored(StoredString.self, Columns.website)
        phone = try row.stored(StoredString.self, Columns.phone)
        source = try row.stored(StoredString.self, Columns.source)
        // `active` is a filter of the readers: an ATM they show is active.
    }
}
