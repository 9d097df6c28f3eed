import Foundation
import GRDB

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// Small directory files written row by row in the tests, with the column order the Dash apps use (not the
/// publishers'), so that reading by name is exercised.
enum HandMadeDirectory {
    static let appSchema = """
        CREATE TABLE merchant (id INTEGER PRIMARY KEY, merchantId TEXT, name TEXT, type TEXT, paymentMethod TEXT,
          active INTEGER, redeemType TEXT, savingsPercentage INTEGER, denominationsType TEXT, latitude REAL,
          longitude REAL, address1 TEXT, address2 TEXT, address3 TEXT, address4 TEXT, city TEXT, territory TEXT,
          website TEXT, phone TEXT, googleMaps TEXT, source TEXT, sourceId TEXT, logoLocation TEXT);
        CREATE TABLE gift_card_providers (id INTEGER PRIMARY KEY, merchantId TEXT, provider TEXT, redeemType TEXT,
          savingsPercentage INTEGER, active INTEGER, denominationsType TEXT, sourceId TEXT);
        CREATE VIRTUAL TABLE merchant_fts USING FTS4(name TEXT NOT NULL, content=merchant);
        PRAGMA user_version = 4;
        """

    /// One location row; unspecified columns take typical values.
    struct Row {
        var id: Int64
        var merchantID: String
        var name: String
        var type = "physical"
        var payment = "dash"
        var active: Int? = 1
        var redeem: String? = nil
        var savings: Int? = 0
        var denominations: String? = nil
        var latitude = 0.0
        var longitude = 0.0
        var territory: String? = nil
        var sourceID: DatabaseValue = 1.databaseValue
    }

    struct Offer {
        var merchantID: String
        var provider: String
        var savings: Int
        var active = 1
        var redeem = "barcode"
        var denominations = "fixed"
    }

    static func write(
        _ path: String, rows: [Row], offers: [Offer] = [], fullTextSearch: Bool = true,
        metadataVersion: String? = nil, heads: Bool = false
    ) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: appSchema)
            for row in rows {
                try db.execute(
                    sql: """
                        INSERT INTO merchant (id, merchantId, name, type, paymentMethod, active, redeemType,
                          savingsPercentage, denominationsType, latitude, longitude, territory, sourceId, address1)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        row.id, row.merchantID, row.name, row.type, row.payment, row.active, row.redeem, row.savings,
                        row.denominations, row.latitude, row.longitude, row.territory, row.sourceID, "Street \(row.id)",
                    ])
            }
            for offer in offers {
                try db.execute(
                    sql: """
                        INSERT INTO gift_card_providers (merchantId, provider, redeemType, savingsPercentage, active,
                          denominationsType, sourceId) VALUES (?, ?, ?, ?, ?, ?, 5)
                        """,
                    arguments: [
                        offer.merchantID, offer.provider, offer.redeem, offer.savings, offer.active,
                        offer.denominations,
                    ])
            }
            try db.execute(sql: "INSERT INTO merchant_fts(merchant_fts) VALUES ('rebuild')")
            if !fullTextSearch { try db.execute(sql: "DROP TABLE merchant_fts") }
            if heads || metadataVersion != nil {
                try db.execute(sql: "CREATE TABLE explore_metadata (key TEXT PRIMARY KEY, value TEXT)")
            }
            if let metadataVersion {
                try db.execute(
                    sql: "INSERT INTO explore_metadata VALUES ('version', ?)", arguments: [metadataVersion])
            }
            // The tables files we write carry, with their marker (the generator and the importer make them in
            // `SnapshotSchema.finish`).
            if heads { try DerivedTables.create(db) }
        }
        try queue.close()
    }

    /// A shop, an online gift-card merchant, a chain and the rows a reader must hide; see the tests for the facts.
    static let rows: [Row] = [
        Row(
            id: 1, merchantID: "a", name: "Café Ávila", payment: "dash ", latitude: 10.48, longitude: -66.90,
            territory: "Distrito Capital"),
        Row(
            id: 2, merchantID: "a", name: "Café Ávila", payment: "dash ", latitude: 10.16, longitude: -68.00,
            territory: "Carabobo "),
        Row(
            id: 3, merchantID: "b", name: " books online", type: "online", payment: "gift card", redeem: "online",
            savings: 300, denominations: "min-max", sourceID: "x-9".databaseValue),
        Row(
            id: 4, merchantID: "c", name: "AND Near Books", type: "both", payment: "gift card", redeem: nil,
            denominations: "fixed", latitude: 40.71, longitude: -74.0, territory: "New York"),
        Row(id: 5, merchantID: "d", name: "Hidden Shop", active: 0, latitude: 10.48, longitude: -66.90),
        Row(
            id: 6, merchantID: "e", name: "Url Gifts", payment: "gift card", redeem: "url", latitude: 10.48,
            longitude: -66.90),
        Row(
            id: 7, merchantID: "f", name: "O'Brien's \"Pub\"", type: "spaceship", payment: "barter", latitude: 33.89,
            longitude: 35.50, territory: "Beirut"),
        Row(
            id: 8, merchantID: "c", name: "AND Near Books", type: "both", payment: "gift card", active: 0,
            latitude: 10.48, longitude: -66.90, territory: "Distrito Capital"),
    ]

    static let offers: [Offer] = [
        Offer(merchantID: "b", provider: "CTX", savings: 600, denominations: "min-max"),
        Offer(merchantID: "b", provider: "PiggyCards", savings: -150),
        Offer(merchantID: "c", provider: " piggycards ", savings: 1000, active: 0),
        Offer(merchantID: "c", provider: "PiggyCards", savings: 250, redeem: "url"),
        Offer(merchantID: "c", provider: "Bitrefill", savings: 900),
        Offer(merchantID: "f", provider: "CTX", savings: 100),
    ]
}
