import DataLayer
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SnapshotFile

@Suite("SQLiteATMDirectory, by action")
struct SQLiteATMDirectoryActionTests {
    /// Every stored spelling of a type the reader knows, and rows of no known type: NULL, blank, and other words.
    private static let everyType: [(String?, String?, String?, Double, Double, String?, Int?)] = [
        "Buy Only", "buy only", " BUY ONLY\t", "Sell Only", "sell only ", "Buy and Sell", "buy and sell",
        "BUY AND SELL", nil, "", "   ", "Buy & Sell", "Sell", "42", "Buy Only", "Sell Only",
    ].enumerated().map { index, type in
        ("ATM \(index)", "General Bytes", type, 10 + Double(index) / 100, -66.9, "Distrito Capital", index < 14 ? 1 : 0)
    }

    @Test("each action lists what the in-memory oracle lists, on a file with every type and odd spellings")
    func againstTheOracle() async throws {
        let folder = try TemporaryDirectory()
        let directory = try SQLiteATMDirectoryTests.handMade(folder, Self.everyType)
        let atms = try await directory.atms(ATMQuery(page: PageRequest(limit: 100))).items.map(\.atm)
        #expect(atms.count == 14, "inactive rows never show")
        for action in [nil] + ATMAction.allCases {
            for query in [
                ATMQuery(action: action, page: PageRequest(limit: 100)),
                ATMQuery(position: Fixtures.caracas, radius: .kilometers(500), action: action),
                ATMQuery(text: "atm", action: action, page: PageRequest(offset: 2, limit: 3)),
            ] {
                let page = try await directory.atms(query)
                let expected = try InMemoryATMDirectory.answer(query, over: atms)
                #expect(page.total == expected.count, "\(query)")
                #expect(page.items == Array(expected.dropFirst(query.page.offset).prefix(query.page.limit)))
            }
        }
    }

    @Test("the wallets' filters on that file: sell finds every machine one can sell at, untyped ones only buy")
    func theWalletsFilters() async throws {
        let folder = try TemporaryDirectory()
        let directory = try SQLiteATMDirectoryTests.handMade(folder, Self.everyType)
        let ids = { (action: ATMAction?) in
            try await directory.atms(ATMQuery(action: action, page: PageRequest(limit: 100))).items.map(\.id).sorted()
        }
        // Ids are positions + 1: 1-3 buy only, 4-5 sell only, 6-8 buy and sell, 9-14 no known type.
        #expect(try await ids(.buy) == [1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 14])
        #expect(try await ids(.sell) == [4, 5, 6, 7, 8])
        #expect(try await ids(.buyAndSell) == [6, 7, 8])
        #expect(try await ids(nil) == Array(1...14))
    }

    @Test("the real v1 fixture: buy 2,561, sell 952, both 951, counted from its source by the wallets' own SQL")
    func realFixture() async throws {
        // A copy: the fixture is in WAL mode, and SQLite writes beside a file it opens even to read.
        let folder = try TemporaryDirectory()
        let copy = folder.path("v1.db")
        try FileManager.default.copyItem(atPath: RealDirectoryFile.v1, toPath: copy)
        let path = folder.path("imported.db")
        _ = try LegacyDirectoryImporter().importDirectory(from: copy, to: path)
        let directory = try SQLiteATMDirectory(path: path)
        let source = try DatabaseQueue(path: copy)
        // The Android wallet's lists of stored types for each filter, "" being its untyped ATMs.
        let lists = ["'Buy Only', 'Buy and Sell', ''", "'Sell Only', 'Buy and Sell'", "'Buy and Sell'"]
        let figures = try await source.read { db in
            try lists.map { try Int.fetchOne(db, sql: "SELECT count(*) FROM atm WHERE IFNULL(type, '') IN (\($0))")! }
        }
        #expect(figures == [2561, 952, 951])
        for (action, figure) in zip(ATMAction.allCases, figures) {
            #expect(try await directory.atms(ATMQuery(action: action)).total == figure, "\(action)")
        }
    }
}
