import GRDB
import SnapshotFile

/// Writes rows into a current snapshot through prepared statements, inside the caller's transaction.
struct SnapshotWriter {
    private let merchantStatement: Statement
    private let providerStatement: Statement
    private let atmStatement: Statement

    init(_ db: Database) throws {
        merchantStatement = try db.makeStatement(
            sql: """
                INSERT INTO merchant (\(MerchantRow.columns.joined(separator: ", ")))
                VALUES (\(Array(repeating: "?", count: MerchantRow.columns.count).joined(separator: ", ")))
                """)
        providerStatement = try db.makeStatement(
            sql: """
                INSERT INTO gift_card_providers (\(ProviderRow.columns.joined(separator: ", ")))
                VALUES (\(Array(repeating: "?", count: ProviderRow.columns.count).joined(separator: ", ")))
                """)
        atmStatement = try db.makeStatement(
            sql: """
                INSERT INTO atm (name, manufacturer, type, address1, city, territory, latitude, longitude, source,
                  sourceId, active)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
                """)
    }

    func insert(_ row: MerchantRow) throws {
        let values: [(any DatabaseValueConvertible)?] = [
            row.id, row.merchantID, row.name, row.active, row.paymentMethod, row.type, row.redeemType,
            row.denominationsType, row.savingsPercentage,
        ]
        let rest: [(any DatabaseValueConvertible)?] = [
            row.city, row.territory, row.latitude, row.longitude, row.website, row.phone, row.googleMaps, row.source,
            row.sourceID,
        ]
        try merchantStatement.execute(arguments: StatementArguments(values + row.addressLines + rest))
    }

    func insert(_ row: ProviderRow) throws {
        try providerStatement.execute(arguments: [
            row.merchantID, row.provider, row.redeemType, row.savingsPercentage, row.active, row.denominationsType,
            row.sourceID,
        ])
    }

    /// An ATM: the table is copied and generated so that a later feature can list ATMs.
    func insertATM(
        name: String, manufacturer: String, type: String, address: String, city: String, territory: String,
        latitude: Double, longitude: Double, sourceID: String
    ) throws {
        try atmStatement.execute(arguments: [
            name, manufacturer, type, address, city, territory, latitude, longitude, "generator", sourceID,
        ])
    }
}
