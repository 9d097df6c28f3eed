import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer

/// A `merchant` row read whole, or only for its location (as the catalog's pass reads a merchant's later rows).
@Suite struct MerchantRowTests {
    /// A row of the hand-made app-ordered file, every column set, selected as the reader selects it.
    private func selectedRow(_ body: (Row) throws -> Void) throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("row.db")
        try HandMadeDirectory.write(path, rows: HandMadeDirectory.rows)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: """
                    UPDATE merchant SET address2 = ' Floor 2 ', city = 'Caracas', phone = ' +58 212 ',
                      googleMaps = 'https://maps.example.com/?q=10.48,-66.90', website = 'cafe.example.com',
                      source = 'app', savingsPercentage = '150' WHERE id = 1
                    """)
        }
        try queue.read { db in
            let sql = DirectorySQL(schema: try DirectorySchema.inspect(db, path: path))
            let m = sql.merchant("m")
            let rows = try Row.fetchCursor(db, sql: "SELECT \(m.selection) FROM \(m.declaration) WHERE m.id = 1")
            try body(try #require(try rows.next()))
        }
    }

    @Test func aRowReadForItsLocationGivesTheLocationOfTheWholeRow() throws {
        try selectedRow { row in
            let whole = MerchantRow(selected: row)
            let location = MerchantRow(selected: row, locationOnly: true)
            #expect(location.location == whole.location)
            #expect(location.merchantID == "a")
            #expect(MerchantRow.merchantID(selectedIn: row) == "a")
            #expect(whole.location.addressLines.contains("Floor 2"))
            #expect(whole.location.mapLink != nil)
        }
    }

    @Test func aRowReadForItsLocationLeavesTheMerchantsColumnsUnread() throws {
        try selectedRow { row in
            let whole = MerchantRow(selected: row)
            #expect(whole.name == "Café Ávila")
            #expect(whole.savingsPercentage == 150)
            #expect(whole.website == "cafe.example.com")
            let location = MerchantRow(selected: row, locationOnly: true)
            #expect(location.name == nil)
            #expect(location.paymentMethod == nil)
            #expect(location.savingsPercentage == nil)
            #expect(location.website == nil)
            #expect(location.source == nil)
        }
    }
}
