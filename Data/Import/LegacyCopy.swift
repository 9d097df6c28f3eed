import GRDB
import SnapshotFile

/// Copies the rows of an attached legacy file (`src`) into the current schema, column by column by name.
struct LegacyCopy {
    let db: Database
    let source: LegacySourceInspection

    static let merchantColumns = [
        "deeplink", "plusCode", "addDate", "updateDate", "paymentMethod", "merchantId", "id", "active", "name",
        "address1", "address2", "address3", "address4", "latitude", "longitude", "website", "phone", "territory",
        "city", "source", "sourceId", "logoLocation", "googleMaps", "coverImage", "type", "redeemType",
        "savingsPercentage", "denominationsType",
    ]
    static let atmColumns = [
        "postcode", "manufacturer", "id", "active", "name", "address1", "address2", "address3", "address4", "latitude",
        "longitude", "website", "phone", "territory", "city", "source", "sourceId", "logoLocation", "googleMaps",
        "coverImage", "type",
    ]
    static let providerColumns = [
        "id", "merchantId", "provider", "redeemType", "savingsPercentage", "active", "denominationsType", "sourceId",
    ]

    /// What a column older files lack becomes: the defaults of the apps' own migrations. Values that are
    /// present are copied as they are, NULL included (a NULL redeem type is shown; only `url` is hidden).
    static let defaults = ["redeemType": "'barcode'", "savingsPercentage": "0", "active": "1"]
    /// Provider columns are NOT NULL in the current schema.
    static let providerDefaults = [
        "provider": "''", "redeemType": "'barcode'", "savingsPercentage": "0", "active": "1",
        "denominationsType": "'fixed'", "sourceId": "''",
    ]
    /// Identifiers are TEXT since version 2.
    static let textColumns: Set = ["merchantId", "sourceId"]

    /// A row has a merchant id when it is neither NULL nor blank, nor longer than an id may be
    /// (``MerchantRow/longestMerchantID``): rows without one (the wallets' test files have a "dummy merchant" so)
    /// belong to no merchant, and are left out.
    static let hasMerchantID =
        "merchantId IS NOT NULL AND \(StoredText.sqlTrim("CAST(merchantId AS TEXT)")) <> '' "
        + "AND \(MerchantRow.hasShortID("merchantId"))"

    /// Copies every table; returns how many rows were left out for having no merchant id.
    func copyAll() throws -> Int {
        var skipped = 0
        skipped += try copy("merchant", Self.merchantColumns, defaults: Self.defaults, ofMerchants: true)
        skipped += try copy(
            "gift_card_providers", Self.providerColumns, defaults: Self.providerDefaults, notNull: true,
            ofMerchants: true)
        try copy("atm", Self.atmColumns, defaults: ["active": "1"])
        return skipped
    }

    /// Copies one table; with `ofMerchants`, only the rows with a merchant id, returning how many were left out.
    @discardableResult
    private func copy(
        _ table: String, _ columns: [String], defaults: [String: String], notNull: Bool = false,
        ofMerchants: Bool = false
    ) throws -> Int {
        guard let available = source.columns[table] else { return 0 }
        let expressions = columns.map { column -> String in
            let fallback = defaults[column] ?? "NULL"
            guard available.contains(column) else { return fallback }
            let value = Self.textColumns.contains(column) ? "CAST(\(column) AS TEXT)" : column
            return notNull ? "IFNULL(\(value), \(fallback))" : value
        }
        try db.execute(
            sql: """
                INSERT INTO main.\(table) (\(columns.joined(separator: ", ")))
                SELECT \(expressions.joined(separator: ", ")) FROM src.\(table)
                WHERE \(ofMerchants && available.contains("merchantId") ? Self.hasMerchantID : "1")
                """)
        guard ofMerchants, available.contains("merchantId") else { return 0 }
        return try Int.fetchOne(db, sql: "SELECT count(*) FROM src.\(table) WHERE NOT (\(Self.hasMerchantID))") ?? 0
    }
}
