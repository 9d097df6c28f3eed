import DataLayer
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SnapshotFile

@Suite("SQLiteATMDirectory")
struct SQLiteATMDirectoryTests {
    // MARK: Hand-made files

    /// A current file holding only the ATM rows given, as `(name, manufacturer, type, lat, lon, territory, active)`.
    static func handMade(
        _ folder: TemporaryDirectory, fullTextSearch: Bool = true,
        _ rows: [(String?, String?, String?, Double, Double, String?, Int?)]
    ) throws -> SQLiteATMDirectory {
        let path = folder.path("atms.db")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE merchant (id INTEGER PRIMARY KEY, merchantId TEXT, name TEXT);
                    CREATE TABLE atm (id INTEGER PRIMARY KEY, name TEXT, manufacturer TEXT, type TEXT, latitude REAL,
                      longitude REAL, territory TEXT, active INTEGER, address1 TEXT, website TEXT);
                    PRAGMA user_version = 4;
                    """)
            if fullTextSearch {
                try db.execute(
                    sql:
                        "CREATE VIRTUAL TABLE atm_fts USING FTS4(name TEXT NOT NULL, manufacturer TEXT NOT NULL, content=atm)"
                )
            }
            for (index, row) in rows.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO atm (id, name, manufacturer, type, latitude, longitude, territory, active, address1)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [index + 1, row.0, row.1, row.2, row.3, row.4, row.5, row.6, "Street \(index + 1)"])
            }
            if fullTextSearch { try db.execute(sql: "INSERT INTO atm_fts(atm_fts) VALUES ('rebuild')") }
        }
        try queue.close()
        return try SQLiteATMDirectory(path: path)
    }

    static let sample: [(String?, String?, String?, Double, Double, String?, Int?)] = [
        ("Coffee Corner", "General Bytes", "Buy Only", 10.4806, -66.9036, "Distrito Capital", 1),
        (" café central ", "Lamassu", "Buy and Sell", 10.49, -66.91, "Distrito Capital", nil),
        ("Gas Station", "General Bytes", "Sell Only", 10.1620, -68.0077, "Carabobo", 1),
        ("Hidden", "General Bytes", "Buy Only", 10.48, -66.90, "Distrito Capital", 0),
        ("NEAR \"quoted\" *", "Bcash™", "buy only", 0, 0, " Carabobo ", 1),
    ]

    @Test("text matches word prefixes of the name or the manufacturer, inactive rows never show")
    func textSearch() async throws {
        let folder = try TemporaryDirectory()
        for fts in [true, false] {
            let directory = try Self.handMade(folder, fullTextSearch: fts, Self.sample)
            #expect(try await directory.atms(ATMQuery(text: "gen")).items.map(\.id) == [1, 3], "fts: \(fts)")
            #expect(try await directory.atms(ATMQuery(text: "cof cor")).items.map(\.id) == [1])
            #expect(try await directory.atms(ATMQuery(text: "lama caf")).items.map(\.id) == [2])
            #expect(try await directory.atms(ATMQuery(text: "CAFÉ")).items.map(\.id) == [2])
            #expect(try await directory.atms(ATMQuery(text: "orner")).items.isEmpty)
            #expect(try await directory.atms(ATMQuery()).total == 4)
            try FileManager.default.removeItem(atPath: folder.path("atms.db"))
        }
    }

    @Test(
        "typed FTS and SQL syntax is literal text, never an error",
        arguments: ["\"NEAR\"", "NEAR", "*", "quoted OR x", "(", "' OR 1=1 --", "%", "_", "bcash™"])
    func hostileText(_ text: String) async throws {
        let folder = try TemporaryDirectory()
        let directory = try Self.handMade(folder, Self.sample)
        let page = try await directory.atms(ATMQuery(text: text))
        let oracle = try InMemoryATMDirectory.answer(
            ATMQuery(text: text), over: try await directory.atms(ATMQuery()).items.map(\.atm))
        #expect(page.items.map(\.id) == oracle.map(\.id))
    }

    @Test("action and territory filters, with stray case and spaces in the file")
    func filters() async throws {
        let folder = try TemporaryDirectory()
        let directory = try Self.handMade(folder, Self.sample)
        #expect(try await directory.atms(ATMQuery(action: .buy)).items.map(\.id) == [2, 1, 5])
        #expect(try await directory.atms(ATMQuery(action: .sell)).items.map(\.id) == [2, 3])
        #expect(try await directory.atms(ATMQuery(action: .buyAndSell)).items.map(\.id) == [2])
        #expect(try await directory.atms(ATMQuery(territory: "Carabobo")).items.map(\.id) == [3, 5])
        #expect(try await directory.atms(ATMQuery(action: .buy, territory: "Carabobo")).total == 1)
    }

    @Test("with a radius, only ATMs within it by true distance, nearest first; 0/0 is never near")
    func nearby() async throws {
        let folder = try TemporaryDirectory()
        let directory = try Self.handMade(folder, Self.sample)
        let near = try await directory.atms(ATMQuery(position: Fixtures.caracas, radius: .kilometers(5)))
        #expect(near.items.map(\.id) == [1, 2])
        #expect(near.items[0].distance == Distance(meters: 0))
        let all = try await directory.atms(ATMQuery(position: Fixtures.caracas))
        #expect(all.items.map(\.id) == [1, 2, 3, 5], "no radius: nearest first, no coordinates last")
        #expect(all.items.last?.distance == nil)
        let origin = try await directory.atms(
            ATMQuery(position: Coordinate(latitude: 0, longitude: 0)!, radius: .kilometers(1)))
        #expect(origin.total == 0)
    }

    @Test("pages carry the whole total and do not overlap")
    func paging() async throws {
        let folder = try TemporaryDirectory()
        let directory = try Self.handMade(folder, Self.sample)
        let first = try await directory.atms(ATMQuery(page: PageRequest(offset: 0, limit: 3)))
        let second = try await directory.atms(ATMQuery(page: PageRequest(offset: 3, limit: 3)))
        let past = try await directory.atms(ATMQuery(page: PageRequest(offset: 10, limit: 3)))
        #expect(first.total == 4 && second.total == 4 && past.total == 4)
        #expect(first.items.map(\.id) + second.items.map(\.id) == [2, 1, 3, 5])
        #expect(past.items.isEmpty && first.hasMore && !second.hasMore)
    }

    @Test("one ATM by id, with its distance; an unknown id is nil")
    func byID() async throws {
        let folder = try TemporaryDirectory()
        let directory = try Self.handMade(folder, Self.sample)
        let atm = try #require(try await directory.atm(id: 2, near: Fixtures.caracas))
        #expect(atm.atm.name == "café central")
        #expect(atm.atm.type == .buyAndSell)
        #expect(atm.distance != nil)
        #expect(try await directory.atm(id: 99, near: nil) == nil)
    }

    @Test("a file without an atm table has no ATMs; a missing file is unavailable")
    func missingTableAndFile() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("old.db")
        let queue = try DatabaseQueue(path: path)
        try await queue.write { db in
            try db.execute(sql: "CREATE TABLE merchant (id INTEGER); PRAGMA user_version = 4")
        }
        try queue.close()
        #expect(try await SQLiteATMDirectory(path: path).atms(ATMQuery()) == .empty())
        #expect(throws: DirectoryError.missing(folder.path("none.db"))) {
            try SQLiteATMDirectory(path: folder.path("none.db"))
        }
    }

    // MARK: The real v1 fixture, imported

    @Test("the imported v1 fixture: 2,562 ATMs, and figures computed from the source file by plain SQL")
    func importedFixture() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("imported.db")
        let summary = try LegacyDirectoryImporter().importDirectory(from: RealDirectoryFile.v1, to: path)
        #expect(summary.atms == 2562)
        let directory = try SQLiteATMDirectory(path: path)
        #expect(try await directory.atms(ATMQuery()).total == 2562)

        // Independent figures, from a copy of the source file (it is in WAL mode: SQLite writes beside a file it
        // opens, even to read) and its own (Room-built) FTS table.
        let copy = folder.path("v1.db")
        try FileManager.default.copyItem(atPath: RealDirectoryFile.v1, toPath: copy)
        let source = try DatabaseQueue(path: copy)
        let (buy, sell, both, texas, bit, rows) = try await source.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM atm WHERE type = 'Buy Only'")!,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM atm WHERE type = 'Sell Only'")!,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM atm WHERE type = 'Buy and Sell'")!,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM atm WHERE territory = 'Texas'")!,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM atm_fts WHERE atm_fts MATCH 'bit*'")!,
                try Row.fetchAll(db, sql: "SELECT id, latitude, longitude FROM atm")
                    .map { ($0["id"] as Int64, $0["latitude"] as Double, $0["longitude"] as Double) }
            )
        }
        // By hand on 2026-11-22 with sqlite3: 1,610 buy only, 1 sell only, 951 both; 239 in Texas; 316 "bit*".
        #expect([buy, sell, both, texas, bit] as [Int] == [1610, 1, 951, 239, 316])
        #expect(try await directory.atms(ATMQuery(action: .buy)).total == buy + both)
        #expect(try await directory.atms(ATMQuery(action: .sell)).total == sell + both)
        #expect(try await directory.atms(ATMQuery(action: .buyAndSell)).total == both)
        #expect(try await directory.atms(ATMQuery(territory: "Texas")).total == texas)
        #expect(try await directory.atms(ATMQuery(text: "bit")).total == bit)

        // Within 50 km of Los Angeles, by haversine on the raw columns, nearest first.
        let losAngeles = Coordinate(latitude: 34.0522, longitude: -118.2437)!
        let expected = rows.compactMap { id, latitude, longitude -> (Int64, Distance)? in
            let distance = losAngeles.distance(to: Coordinate(latitude: latitude, longitude: longitude)!)
            return distance <= .kilometers(50) ? (id, distance) : nil
        }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        let nearby = try await directory.atms(
            ATMQuery(position: losAngeles, radius: .kilometers(50), page: PageRequest(limit: 1000)))
        #expect(!expected.isEmpty)
        #expect(nearby.total == expected.count)
        #expect(nearby.items.map(\.id) == expected.map(\.0))
    }
}
