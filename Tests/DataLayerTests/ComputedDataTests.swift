import DataLayer
import DirectoryIndex
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import SnapshotFile

/// What the schema check finds in a file: anything that runs code of its own, in any table, but the triggers Room
/// keeps its full-text indexes with.
@Suite struct ComputedDataSchemaTests {
    /// What a file may hold, each with what the check names.
    static let cases: [(sql: String, what: String)] = [
        (
            "CREATE TRIGGER busy AFTER INSERT ON explore_metadata BEGIN SELECT 1; END",
            "the trigger busy on explore_metadata"
        ),
        ("CREATE TRIGGER quiet BEFORE DELETE ON atm BEGIN SELECT 1; END", "the trigger quiet on atm"),
        ("CREATE VIEW unread AS SELECT 1", "the view unread"),
        ("CREATE VIRTUAL TABLE notes USING fts5(text)", "the virtual table notes"),
        ("CREATE TABLE unread (a TEXT, b TEXT GENERATED ALWAYS AS (a || a))", "the generated column unread.b"),
        (
            """
            CREATE TRIGGER room_fts_content_sync_atm_fts_AFTER_INSERT AFTER INSERT ON `atm` BEGIN INSERT INTO \
            `atm_fts`(`docid`, `name`, `manufacturer`) VALUES (NEW.`rowid`, NEW.`name`, NEW.`name`); END
            """,
            "the trigger room_fts_content_sync_atm_fts_AFTER_INSERT on atm"
        ),
    ]

    @Test(arguments: cases)
    func anObjectThatRunsCodeIsNamed(sql: String, what: String) throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("computed.db")
        try SampleDirectoryGenerator(merchantCount: 5, seed: 1).write(to: path)
        #expect(try Self.first(in: path) == nil)
        try Self.execute(sql, on: path)
        #expect(try Self.first(in: path) == what)
    }

    /// The real wallet file carries Room's eight triggers, and nothing else that computes.
    @Test func theWalletsFileWithRoomsTriggersPasses() throws {
        let queue = try ReadOnlyOpening.queue(path: RealDirectoryFile.v1)
        defer { try? queue.close() }
        #expect(
            try queue.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger'")
            } == 8)
        #expect(try queue.read { db in try ComputedData.first(in: db) } == nil)
    }

    /// Both ATM readers check the file as the merchants' do: one opened for `explore atms` alone refuses a computed
    /// ATM name.
    @Test func bothATMReadersRefuseAComputedATMColumn() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("computed-atm.db")
        try SampleDirectoryGenerator(merchantCount: 5, seed: 1).write(to: path)
        try Self.execute(
            """
            ALTER TABLE atm RENAME COLUMN name TO name0;
            ALTER TABLE atm ADD COLUMN name TEXT GENERATED ALWAYS AS (name0 || printf('%.*c', 100000000, 'x')) VIRTUAL;
            """, on: path)
        let refusal = DirectoryError.computedData(path, what: "the generated column atm.name")

        #expect(throws: refusal) { try SQLiteATMDirectory(path: path) }
        #expect(throws: refusal) { try IndexedATMDirectory(path: path) }
    }

    static func execute(_ sql: String, on path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
    }

    static func first(in path: String) throws -> String? {
        let queue = try ReadOnlyOpening.queue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try ComputedData.first(in: db) }
    }
}
