import Domain
import GRDB
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite("ATMRow")
struct ATMRowTests {
    /// One row read by column name, from literal SQL values of every column but `active`, in order.
    private func atm(_ values: String) throws -> ATM {
        let queue = try DatabaseQueue()
        let names = ATMRow.Columns.allCases.filter { $0 != .active }.map(\.rawValue).joined(separator: ", ")
        let row = try queue.read { db in
            try Row.fetchOne(db, sql: "WITH t(\(names)) AS (VALUES (\(values))) SELECT * FROM t")!
        }
        return try ATMRow(row: row).atm
    }

    @Test("text is trimmed, blanks become nil, and the address in address1 splits into its lines")
    func cleanedText() throws {
        let atm = try atm(
            """
            7, '  Pizzaholic ', ' LocalBTM', 'Buy Only', '10750 Glenoaks Blvd 3' || char(10) || ' Pacoima, CA '
              || char(13, 10) || 'USA' || char(10), '  ', NULL, NULL, ' Pacoima', '', 34.26538, -118.40228, NULL,
              ' 626 ', 'coinatmradar'
            """)
        #expect(atm.name == "Pizzaholic")
        #expect(atm.manufacturer == "LocalBTM")
        #expect(atm.type == .buy)
        #expect(atm.location.addressLines == ["10750 Glenoaks Blvd 3", "Pacoima, CA", "USA"])
        #expect(atm.location.city == "Pacoima")
        #expect(atm.location.territory == nil)
        #expect(atm.location.coordinate == Coordinate(latitude: 34.26538, longitude: -118.40228))
        #expect(atm.location.phone == "626")
        #expect(atm.location.id == 7)
        #expect(atm.source == "coinatmradar")
    }

    @Test(
        "stored types are read ignoring case and stray spaces; anything else is no type",
        arguments: [
            ("'Buy Only'", ATMType.buy), ("' sell only '", .sell), ("'BUY AND SELL'", .buyAndSell),
            ("'Buy & Sell'", nil), ("NULL", nil), ("42", nil),
        ])
    func types(_ stored: String, _ expected: ATMType?) throws {
        let atm = try atm("1, 'x', NULL, \(stored), NULL, NULL, NULL, NULL, NULL, NULL, 1, 2, NULL, NULL, NULL")
        #expect(atm.type == expected)
    }

    @Test("0/0 and out-of-range coordinates are no location")
    func noLocation() throws {
        #expect(
            try atm("1, 'x', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0, NULL, NULL, NULL")
                .location.coordinate == nil)
        #expect(
            try atm("1, 'x', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 95, 10, NULL, NULL, NULL")
                .location.coordinate == nil)
        #expect(
            try atm("1, 'x', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'abc', 10, NULL, NULL, NULL")
                .location.coordinate == nil)
    }

    @Test(
        "only web addresses become links",
        arguments: [
            ("'https://coinatmradar.com/bitcoin_atm/733/'", "https://coinatmradar.com/bitcoin_atm/733/"),
            ("'atm.example.com'", "https://atm.example.com"), ("'javascript:alert(1)'", nil),
            ("'mailto:a@b.com'", nil), ("' '", nil),
        ])
    func websites(_ stored: String, _ expected: String?) throws {
        let atm = try atm("1, 'x', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, 2, \(stored), NULL, NULL")
        #expect(atm.website?.description == expected)
    }
}
