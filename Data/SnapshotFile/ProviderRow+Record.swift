import GRDB

/// A `gift_card_providers` row as a GRDB record: what one provider offers for one merchant, read as
/// ``MerchantRow``'s records are, by column name and without trusting the stored types.
extension ProviderRow: FetchableRecord, TableRecord {
    /// The table the record reads.
    public static var databaseTableName: String { Columns.table }

    /// Reads a row by column name; a column the file lacks reads as NULL.
    public init(row: Row) throws {
        self.init(
            merchantID: try row.stored(StoredIdentifier.self, Columns.merchantId) ?? "",
            provider: try row.stored(StoredString.self, Columns.provider),
            redeemType: try row.stored(StoredString.self, Columns.redeemType),
            savingsPercentage: try row.stored(StoredBasisPoints.self, Columns.savingsPercentage),
            active: try row.stored(StoredInteger.self, Columns.active),
            denominationsType: try row.stored(StoredString.self, Columns.denominationsType),
            sourceID: try row.stored(StoredIdentifier.self, Columns.sourceId))
    }
}
