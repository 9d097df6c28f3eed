import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct SnapshotInspectionTests {
    private let manifest = SnapshotManifest(
        version: SnapshotVersion(timestamp: 1_710_000_000_000), sha256: "", size: 0, schemaVersion: 4,
        file: "directory.db")

    @Test func readsTheFactsOfAGoodSnapshotWithoutChangingIt() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let file = try folder.file("directory.db")
        try SnapshotFixture.write(to: file, merchants: ["A", "B", "C"], version: 1_710_000_000_000)
        let before = try Data(contentsOf: file)

        let inspection = try SnapshotInspection(of: file)

        #expect(
            inspection
                == SnapshotInspection(
                    schemaVersion: 4, recordedVersion: SnapshotVersion(timestamp: 1_710_000_000_000),
                    merchantRowCount: 3))
        try inspection.requireInstallable(as: manifest)
        #expect(try Data(contentsOf: file) == before)
        #expect(folder.names(in: ".") == ["directory.db"])
    }

    @Test func acceptsAFileThatRecordsNoVersion() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let file = try folder.file("directory.db")
        try SnapshotFixture.write(to: file, version: nil)

        let inspection = try SnapshotInspection(of: file)

        #expect(inspection.recordedVersion == nil)
        try inspection.requireInstallable(as: manifest)
    }

    @Test func refusesBytesThatAreNotSQLite() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let file = try folder.file("directory.db")
        try Data(repeating: 0x42, count: 8192).write(to: file)

        #expect(throws: SyncError.invalidSnapshot("it is not an SQLite database")) {
            try SnapshotInspection(of: file)
        }
    }

    @Test func refusesADamagedDatabase() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let file = try folder.file("directory.db")
        let names = (0..<400).map { "Merchant number \($0) with a long enough name to fill several pages" }
        try SnapshotFixture.write(to: file, merchants: names, version: 1)
        var bytes = try Data(contentsOf: file)
        let pageSize = 4096
        for page in [2, 3] {
            bytes.replaceSubrange(page * pageSize..<page * pageSize + 64, with: Data(repeating: 0xA5, count: 64))
        }
        try bytes.write(to: file)

        let error = #expect(throws: SyncError.self) { try SnapshotInspection(of: file) }
        guard case .invalidSnapshot = error else {
            Issue.record("expected invalidSnapshot, got \(String(describing: error))")
            return
        }
    }

    @Test func refusesAnSQLiteFileThatIsNotADirectory() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let file = try folder.file("directory.db")
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE photo (id INTEGER PRIMARY KEY, path TEXT); PRAGMA user_version = 4")
        }
        try queue.close()

        #expect(
            throws: SyncError.invalidSnapshot(
                "it is an SQLite database but not a merchant directory (no merchant table)")
        ) {
            try SnapshotInspection(of: file)
        }
    }

    @Test func refusesToInstallAnotherSchemaVersion() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let file = try folder.file("directory.db")
        try SnapshotFixture.write(to: file, version: 1_710_000_000_000, schemaVersion: 3)

        let inspection = try SnapshotInspection(of: file)

        #expect(inspection.schemaVersion == 3)
        #expect(throws: SyncError.unsupportedSchema(3)) { try inspection.requireInstallable(as: manifest) }
    }

    @Test func refusesToInstallAnEmptyDirectory() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let file = try folder.file("directory.db")
        try SnapshotFixture.write(to: file, merchants: [], version: 1_710_000_000_000)

        #expect(throws: SyncError.invalidSnapshot("its merchant table is empty")) {
            try SnapshotInspection(of: file).requireInstallable(as: manifest)
        }
    }

    @Test func refusesToInstallAFileOfAnotherVersionThanItsManifest() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let file = try folder.file("directory.db")
        try SnapshotFixture.write(to: file, version: 1_600_000_000_000)

        #expect(
            throws: SyncError.invalidSnapshot(
                "the file is version 1600000000000, but its manifest says 1710000000000")
        ) {
            try SnapshotInspection(of: file).requireInstallable(as: manifest)
        }
    }

    @Test func refusesAFileInWALMode() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let file = try folder.file("directory.db")
        try SnapshotFixture.write(to: file, version: 1, walMode: true)

        #expect(
            throws: SyncError.invalidSnapshot("it is in WAL mode; publish it with PRAGMA journal_mode = DELETE")
        ) {
            try SnapshotInspection(of: file)
        }
    }
}
