import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// A `merchant` row read by position whole, or only for its location (as the catalog's pass reads a merchant's later
/// rows).
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
                    UPDATE merchant SET address2 = ' Floor 2 ', address4 = 'Suite 4 ', city = 'Caracas', phone = ' +58 212 ',
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
            #expect(MerchantRow.location(selected: row) == whole.location)
            #expect(MerchantRow.merchantID(selectedIn: row) == "a")
            #expect(whole.location.addressLines.suffix(2) == ["Floor 2", "Suite 4"])
            #expect(whole.location.coordinate != nil && whole.location.territory != nil)
            #expect(whole.location.phone == "+58 212")
            #expect(whole.location.mapLink != nil)
            #expect(whole.name == "Café Ávila")
            #expect(whole.savingsPercentage == 150)
            #expect(whole.website == "cafe.example.com")
        }
    }

    /// Every row of the hand-made file (blank, padded and missing values, 0/0 coordinates, links that are not web
    /// addresses) and of a generated one with hostile names: the location read alone is the record's.
    @Test func everyRowsLocationReadAloneIsTheRecords() throws {
        let folder = try TemporaryDirectory()
        let handMade = folder.path("hand.db")
        try HandMadeDirectory.write(handMade, rows: HandMadeDirectory.rows)
        let generated = folder.path("generated.db")
        _ = try SampleDirectoryGenerator(merchantCount: 300, seed: 11, planted: HostileSamples.all).write(to: generated)
        for path in [handMade, generated] {
            try DatabaseQueue(path: path).read { db in
                let sql = DirectorySQL(schema: try DirectorySchema.inspect(db, path: path))
                let m = sql.merchant("m")
                let rows = try Row.fetchCursor(db, sql: "SELECT \(m.selection) FROM \(m.declaration)")
                var count = 0
                while let row = try rows.next() {
                    let whole = MerchantRow(selected: row)
                    #expect(MerchantRow.location(selected: row) == whole.location, "row \(whole.id) of \(path)")
                    count += 1
                }
                #expect(count >= HandMadeDirectory.rows.count)
            }
        }
    }
}
