import GRDB

/// A `merchant` row as a GRDB record: `MerchantRow.filter(...).fetchAll(db)` reads rows of the file whatever its
/// column order, one merchant location each.
///
/// GRDB's typed reads stop at a value that cannot convert, and files from elsewhere hold text in number columns and
/// numbers in text columns: each column is decoded as a ``StoredColumnValue``, which cleans it as every reader of the
/// file does, and a column the file lacks reads as NULL.
extension MerchantRow: FetchableRecord, TableRecord {
    /// The table the record reads.
    public static var databaseTableName: String { Columns.table }

    /// Reads a row by column name (GRDB's default selection, `SELECT *`, or any selection naming the columns).
    public init(row: Row) throws {
        self.init(
            id: try row.stored(StoredInteger.self, Columns.id) ?? 0,
            merchantID: try row.stored(StoredIdentifier.self, Columns.merchantId) ?? "",
            name: try row.stored(StoredString.self, Columns.name),
            active: try row.stored(StoredInteger.self, Columns.active),
            paymentMethod: try row.stored(StoredString.self, Columns.paymentMethod),
            type: try row.stored(StoredString.self, Columns.type),
            redeemType: try row.stored(StoredString.self, Columns.redeemType),
            denominationsType: try row.stored(StoredString.self, Columns.denominationsType),
            savingsPercentage: try row.stored(StoredBasisPoints.self, Columns.savingsPercentage),
            addressLines: [
                try row.stored(StoredString.self, Columns.address1),
                try row.stored(StoredString.self, Columns.address2),
                try row.stored(StoredString.self, Columns.address3),
                try row.stored(StoredString.self, Columns.address4),
            ],
            city: try row.stored(StoredString.self, Columns.city),
            territory: try row.stored(StoredString.self, Columns.territory),
            latitude: try row.stored(StoredDouble.self, Columns.latitude),
            longitude: try row.stored(StoredDouble.self, Columns.longitude),
            website: try row.stored(StoredString.self, Columns.website),
            phone: try row.stored(StoredString.self, Columns.phone),
            googleMaps: try row.stored(StoredString.self, Columns.googleMaps),
            source: try row.stored(StoredString.self, Columns.source),
            sourceID: try row.stored(StoredIdentifier.self, Columns.sourceId))
    }
}
