import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct ReadOnlyOpeningTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test func readsAWALModeFileWithoutCreatingAnythingBesideIt() throws {
        let file = folder.path("v1.db")
        try FileManager.default.copyItem(atPath: RealDirectoryFile.v1, toPath: file)

        let queue = try ReadOnlyOpening.queue(path: file)
        let count = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant") }
        try queue.close()

        #expect(count == 136)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["v1.db"])
    }

    @Test func neverWrites() throws {
        let file = folder.path("plain.db")
        try DatabaseQueue(path: file).write { db in try db.execute(sql: "CREATE TABLE t (x)") }

        let queue = try ReadOnlyOpening.queue(path: file)
        defer { try? queue.close() }

        #expect(throws: DatabaseError.self) {
            try queue.writeWithoutTransaction { db in try db.execute(sql: "INSERT INTO t VALUES (1)") }
        }
    }

    @Test func refusesAFolderOrANamedPipeAsCannotOpenNamingWhatItIs() throws {
        let pipe = folder.path("pipe.db")
        #expect(mkfifo(pipe, 0o644) == 0)

        for (path, kind) in [(folder.url.path, "folder"), (pipe, "fifo")] {
            let error = #expect(throws: DatabaseError.self) { _ = try ReadOnlyOpening.queue(path: path) }
            #expect(error?.resultCode == .SQLITE_CANTOPEN)
            #expect(error?.message == "\(path) is a \(kind), not a file")
        }
    }

    @Test func escapesThePathSoAnyNameOpens() throws {
        let file = folder.path("odd ?#% name.db")
        try DatabaseQueue(path: file).write { db in try db.execute(sql: "CREATE TABLE t (x)") }

        #expect(ReadOnlyOpening.uri(for: file).hasSuffix("odd%20%3F%23%25%20name.db?mode=ro&immutable=1"))
        let queue = try ReadOnlyOpening.queue(path: file)
        defer { try? queue.close() }
        #expect(try queue.read { db in try db.tableExists("t") })
    }
}
