import DataLayer
import Foundation
import GRDB
import Testing

/// `explore doctor`'s check of a snapshot: SQLite's quick check by default, its integrity check when asked for in full.
@Suite struct SnapshotIntegrityTests {
    @Test(arguments: [false, true])
    func aWholeFileIsOkAndOneWithAGarbledPageIsNot(full: Bool) throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("sample.db")
        try SampleDirectoryGenerator(merchantCount: 200).write(to: path)
        #expect(SnapshotIntegrity.check(path: path, full: full) == "ok")

        // A table's page overwritten in the middle of the file: both checks read every page.
        let garbled = folder.path("garbled.db")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pageSize = 4096
        let page = bytes.count / pageSize / 2
        bytes.replaceSubrange(
            (page * pageSize)..<((page + 1) * pageSize), with: Data(repeating: 0xA5, count: pageSize))
        try bytes.write(to: URL(fileURLWithPath: garbled))
        #expect(SnapshotIntegrity.check(path: garbled, full: full) != "ok")
    }

    @Test func onlyTheFullCheckMatchesAnIndexAgainstItsTable() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("sample.db")
        try SampleDirectoryGenerator(merchantCount: 200).write(to: path)
        // An index whose entries no longer match the rows: its definition rewritten behind SQLite's back.
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "CREATE INDEX lying ON merchant (name)")
            try db.execute(sql: "PRAGMA writable_schema = ON")
            try db.execute(
                sql: "UPDATE sqlite_schema SET sql = 'CREATE INDEX lying ON merchant (city)' WHERE name = 'lying'")
            try db.execute(sql: "PRAGMA writable_schema = OFF")
        }
        try queue.close()
        #expect(SnapshotIntegrity.check(path: path) == "ok")
        #expect(SnapshotIntegrity.check(path: path, full: true) != "ok")
    }
}
