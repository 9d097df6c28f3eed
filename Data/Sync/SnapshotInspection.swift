import Domain
import Foundation
import GRDB
import SnapshotFile

/// What a candidate snapshot file says about itself, read without writing a byte to it.
struct SnapshotInspection: Equatable {
    /// `PRAGMA user_version`.
    var schemaVersion: Int
    /// `explore_metadata`'s `version`, when the file has that table and row.
    var recordedVersion: SnapshotVersion?
    var merchantRowCount: Int
    /// Whether the header says WAL mode; only ``inspect(_:allowingWAL:)`` with `allowingWAL` lets such a file through.
    var isWALMode = false

    /// Why a file could not be inspected; the sync and the publisher each word it as their own error.
    enum Failure: Error, Equatable {
        case notAFile(FileKind)
        case unreadable
        case notSQLite
        case walMode
        /// Anything else: SQLite's check failed, no merchant table, a version that is not a timestamp.
        case invalid(String)
    }
}

extension SnapshotInspection {
    /// Opens `file` read-only (``ReadOnlyOpening``: nothing is created beside it) and checks it is a whole, non-empty
    /// merchant directory in rollback-journal mode.
    ///
    /// Any schema version passes here; ``requireInstallable(as:)`` decides which ones may replace the snapshot.
    init(of file: URL) throws(SyncError) {
        do {
            self = try Self.inspect(file)
        } catch {
            switch error {
            case .notAFile(let kind): throw .notAFile(file.path, kind: kind)
            case .unreadable: throw .invalidSnapshot("\(file.path) cannot be read")
            case .notSQLite: throw .invalidSnapshot("it is not an SQLite database")
            case .walMode: throw .invalidSnapshot("it is in WAL mode; publish it with PRAGMA journal_mode = DELETE")
            case .invalid(let reason): throw .invalidSnapshot(reason)
            }
        }
    }

    /// Inspects `file` as ``init(of:)`` does, failing with the facts rather than a sync's error; with `allowingWAL`,
    /// a WAL-mode file is read too (immutable, so nothing is created beside it), for the caller to judge.
    static func inspect(_ file: URL, allowingWAL: Bool = false) throws(Failure) -> SnapshotInspection {
        var isWALMode = false
        do {
            try requireRollbackJournal(file)
        } catch .walMode where allowingWAL {
            isWALMode = true
        }
        var configuration = Configuration()
        configuration.label = "snapshot inspection"
        do {
            let queue = try ReadOnlyOpening.queue(path: file.path, configuration: configuration)
            defer { try? queue.close() }
            var inspection = try queue.read { db in try Self.read(db) }
            inspection.isWALMode = isWALMode
            return inspection
        } catch let error as Failure {
            throw error
        } catch let error as DatabaseError {
            throw .invalid(Self.describe(error))
        } catch {
            throw .invalid("it cannot be opened: \(error.localizedDescription)")
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
        // First, from the schema alone: quick_check would compute every generated value it checks (seconds and
        // gigabytes for a file of a few kilobytes).
        if let computed = try ComputedData.first(in: db) {
            throw Failure.invalid(ComputedData.refusal(computed))
        }
        // quick_check reads every page and record (a damaged or truncated file fails it) in a tenth of the time of
        // integrity_check, which also matches each index against its table: 0.5 s rather than 5 s for a 300 MB
        // snapshot. The bytes are already the publisher's (their SHA-256 is the manifest's), so what is left to
        // catch is a damaged file, not a subtly inconsistent one; `explore doctor` runs the full check.
        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check(5)")
        guard problems == ["ok"] else {
            throw Failure.invalid("SQLite's check failed: \(problems.joined(separator: "; "))")
        }
        guard try db.tableExists("merchant") else {
            throw Failure.invalid("it is an SQLite database but not a merchant directory (no merchant table)")
        }
        let schemaVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant") ?? 0
        var recorded: SnapshotVersion?
        if try db.tableExists("explore_metadata") {
            let text = try String.fetchOne(
                db, sql: "SELECT CAST(value AS TEXT) FROM explore_metadata WHERE key = 'version'")
            if let text {
                guard let timestamp = Int64(text.trimmingCharacters(in: .whitespaces)) else {
                    throw Failure.invalid("its explore_metadata version \"\(text)\" is not a timestamp")
                }
                recorded = SnapshotVersion(timestamp: timestamp)
            }
        }
        return SnapshotInspection(schemaVersion: schemaVersion, recordedVersion: recorded, merchantRowCount: count)
    }

    /// A WAL-mode file would make readers keep `-wal` and `-shm` files beside the snapshot, and those belong to
    /// one file: after a rename they would be applied to the wrong one. Snapshots are read-only, so publishers
    /// lose nothing by using rollback-journal mode (bytes 18 and 19 of the header are 1; WAL makes them 2).
    private static func requireRollbackJournal(_ file: URL) throws(Failure) {
        let handle: FileHandle
        do {
            handle = try SourceFile.open(file.path)
        } catch .notAFile(let kind) {
            throw .notAFile(kind)
        } catch {
            throw .unreadable
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        guard header.count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else { throw .notSQLite }
        let start = header.startIndex
        if header[start + 18] == 2 || header[start + 19] == 2 { throw .walMode }
    }

    private static func describe(_ error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_NOTADB: "it is not an SQLite database"
        case .SQLITE_CORRUPT: "it is damaged (\(error.message ?? "SQLITE_CORRUPT"))"
        default: "SQLite could not read it: \(error.message ?? "\(error.resultCode)")"
        }
    }
}
