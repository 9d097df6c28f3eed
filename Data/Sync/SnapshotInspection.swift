import Domain
import Foundation
import GRDB

/// What a candidate snapshot file says about itself, read without writing a byte to it.
struct SnapshotInspection: Equatable {
    /// `PRAGMA user_version`.
    var schemaVersion: Int
    /// `explore_metadata`'s `version`, when the file has that table and row.
    var recordedVersion: SnapshotVersion?
    var merchantRowCount: Int
}

extension SnapshotInspection {
    /// Opens `file` read-only (``ReadOnlyOpening``: nothing is created beside it) and checks it is a whole, non-empty
    /// merchant directory in rollback-journal mode.
    ///
    /// Any schema version passes here; ``requireInstallable(as:)`` decides which ones may replace the snapshot.
    init(of file: URL) throws(SyncError) {
        try Self.requireRollbackJournal(file)
        var configuration = Configuration()
        configuration.label = "snapshot inspection"
        do {
            let queue = try ReadOnlyOpening.queue(path: file.path, configuration: configuration)
            defer { try? queue.close() }
            self = try queue.read { db in try Self.read(db) }
        } catch let error as SyncError {
            throw error
        } catch let error as DatabaseError {
            throw .invalidSnapshot(Self.describe(error))
        } catch {
            throw .invalidSnapshot("it cannot be opened: \(error.localizedDescription)")
        }
    }

    /// Refuses a file that may not replace the snapshot the manifest describes.
    func requireInstallable(as manifest: SnapshotManifest) throws(SyncError) {
        guard schemaVersion == SnapshotInfo.currentSchemaVersion else { throw .unsupportedSchema(schemaVersion) }
        guard merchantRowCount > 0 else { throw .invalidSnapshot("its merchant table is empty") }
        if let recordedVersion, recordedVersion != manifest.version {
            throw .invalidSnapshot("the file is version \(recordedVersion), but its manifest says \(manifest.version)")
        }
    }

    private static func read(_ db: GRDB.Database) throws -> SnapshotInspection {
        // quick_check reads every page and record (a damaged or truncated file fails it) in a tenth of the time of
        // integrity_check, which also matches each index against its table: 0.5 s rather than 5 s for a 300 MB
        // snapshot. The bytes are already the publisher's (their SHA-256 is the manifest's), so what is left to
        // catch is a damaged file, not a subtly inconsistent one; `explore doctor` runs the full check.
        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check(5)")
        guard problems == ["ok"] else {
            throw SyncError.invalidSnapshot("SQLite's check failed: \(problems.joined(separator: "; "))")
        }
        guard try db.tableExists("merchant") else {
            throw SyncError.invalidSnapshot("it is an SQLite database but not a merchant directory (no merchant table)")
        }
        let schemaVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant") ?? 0
        var recorded: SnapshotVersion?
        if try db.tableExists("explore_metadata") {
            let text = try String.fetchOne(
                db, sql: "SELECT CAST(value AS TEXT) FROM explore_metadata WHERE key = 'version'")
            if let text {
                guard let timestamp = Int64(text.trimmingCharacters(in: .whitespaces)) else {
                    throw SyncError.invalidSnapshot("its explore_metadata version \"\(text)\" is not a timestamp")
                }
                recorded = SnapshotVersion(timestamp: timestamp)
            }
        }
        return SnapshotInspection(schemaVersion: schemaVersion, recordedVersion: recorded, merchantRowCount: count)
    }

    /// A WAL-mode file would make readers keep `-wal` and `-shm` files beside the snapshot, and those belong to
    /// one file: after a rename they would be applied to the wrong one. Snapshots are read-only, so publishers
    /// lose nothing by using rollback-journal mode (bytes 18 and 19 of the header are 1; WAL makes them 2).
    private static func requireRollbackJournal(_ file: URL) throws(SyncError) {
        let handle: FileHandle
        do {
            handle = try SourceFile.open(file.path)
        } catch .notAFile(let kind) {
            throw .notAFile(file.path, kind: kind)
        } catch {
            throw .invalidSnapshot("\(file.path) cannot be read")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        guard header.count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw .invalidSnapshot("it is not an SQLite database")
        }
        let start = header.startIndex
        if header[start + 18] == 2 || header[start + 19] == 2 {
            throw .invalidSnapshot("it is in WAL mode; publish it with PRAGMA journal_mode = DELETE")
        }
    }

    private static func describe(_ error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_NOTADB: "it is not an SQLite database"
        case .SQLITE_CORRUPT: "it is damaged (\(error.message ?? "SQLITE_CORRUPT"))"
        default: "SQLite could not read it: \(error.message ?? "\(error.resultCode)")"
        }
    }
}
