import Foundation
import GRDB
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// A value read by its storage class is the value GRDB reads, from a row read in place and from a copied row alike.
@Suite struct StoredCellTests {
    /// One value of each storage class, as a file may hold them in any column.
    static let select = "SELECT NULL, 42, -7, 2.5, 1e300, 'text', '', ' 12 ', 'Café ☕', x'00ff', x''"

    @Test func aValueReadInPlaceFromACursorIsTheValueGRDBReads() throws {
        let queue = try DatabaseQueue()
        try queue.read { db in
            let expected = try #require(try Row.fetchOne(db, sql: Self.select)).databaseValues
            let rows = try Row.fetchCursor(db, sql: Self.select)
            let row = try #require(try rows.next())
            let read = (0..<row.count).map { StoredCell.value(of: row, at: $0) }
            #expect(read == Array(expected))
        }
    }

    @Test func aValueOfACopiedRowIsTheValueGRDBReads() throws {
        let queue = try DatabaseQueue()
        try queue.read { db in
            let row = try #require(try Row.fetchOne(db, sql: Self.select))
            #expect((0..<row.count).map { StoredCell.value(of: row, at: $0) } == Array(row.databaseValues))
        }
    }

    /// The lenient conversions see the same values: numbers stored as text, reals as integers, NULL as nothing.
    @Test func theLenientConversionsReadCellsAsTheyReadValues() throws {
        let queue = try DatabaseQueue()
        try queue.read { db in
            let rows = try Row.fetchCursor(db, sql: "SELECT ' 12 ', 2.0, NULL, 'abc', 7")
            let row = try #require(try rows.next())
            let cells = (0..<row.count).map { StoredCell.value(of: row, at: $0) }
            #expect(cells.map(StoredValue.int64) == [12, 2, nil, nil, 7])
            #expect(cells.map(StoredValue.string) == [" 12 ", "2.0", nil, "abc", "7"])
            #expect(cells.map(StoredValue.double) == [12, 2, nil, nil, 7])
        }
    }
}
