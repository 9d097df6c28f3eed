import GRDB

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

    func copyAll() throws {
        try copy("merchant", Self.merchantColumns, defaults: Self.defaults)
        try copy("gift_card_providers", Self.providerColumns, defaults: Self.providerDefaults, notNull: true)
        try copy("atm", Self.atmColumns, defaults: ["active": "1"])
    }

    private func copy(_ table: String, _ columns: [String], defaults: [String: String], notNull: Bool = false) throws {
        guard let available = source.columns[table] else { return }
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
                """)
    }
}
