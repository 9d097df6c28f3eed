import Domain
import Foundation
import GRDB
import SnapshotFile

/// Checks a file before anything is imported from it, in the order that gives the clearest error: a regular file
/// (links followed), readable, not empty, an SQLite header, not cut short, intact (`PRAGMA quick_check`), a
/// `merchant` table, a known version.
///
/// The file is opened without blocking (a named pipe is refused, not waited on) and read immutable
/// (``ReadOnlyOpening``), so nothing is created beside it, even for a WAL-mode file in a read-only folder.
struct LegacySourceInspection {
    let path: String
    let version: Int
    /// Column names of each table the import reads; a table the file lacks is absent.
    let columns: [String: Set<String>]
    /// The file's own `explore_metadata` version, when it records a whole number there; not yet judged plausible.
    let recordedVersion: SnapshotVersion?

    init(path: String) throws(ImportError) {
        self.path = path
        let (header, size) = try Self.header(of: path)
        guard size > 0 else { throw .empty(path) }
        guard header.count >= 100, header.prefix(16) == Data("SQLite format 3\0".utf8) else { throw .notSQLite(path) }
        if let expected = Self.declaredSize(header), size < expected {
            throw .cutShort(path, size: size, expected: expected)
        }
        guard !SourceFile.hasUnsavedLog(path) else { throw .unsavedChanges(path) }
        do {
            let queue = try ReadOnlyOpening.queue(path: path)
            defer { try? queue.close() }
            (version, columns, recordedVersion) = try queue.read { db in try Self.read(db, path: path) }
        } catch let error as ImportError {
            throw error
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            throw .corrupt(path, detail: error.message ?? "\(error.resultCode)")
        } catch {
            throw .sourceUnavailable(path)
        }
        guard (1...4).contains(version) else { throw .unsupportedSchema(version) }
    }

    private static func read(_ db: Database, path: String) throws -> (Int, [String: Set<String>], SnapshotVersion?) {
        // The schema first: quick_check would compute every generated value it checks.
        if let computed = try ComputedData.first(in: db) {
            throw ImportError.computedData(path, what: computed)
        }
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard check == ["ok"] else { throw ImportError.failsIntegrityCheck(path, problems: Array(check.prefix(3))) }
        var columns: [String: Set<String>] = [:]
        for table in ["merchant", "gift_card_providers", "atm", "explore_metadata"] where try db.tableExists(table) {
            columns[table] = Set(try db.columns(in: table).map(\.name))
        }
        guard let merchant = columns["merchant"], merchant.isSuperset(of: ["id", "merchantId", "name"]) else {
            throw ImportError.notADirectory(path)
        }
        var recorded: SnapshotVersion?
        if columns["explore_metadata"]?.isSuperset(of: ["key", "value"]) == true {
            let text = try String.fetchOne(
                db, sql: "SELECT CAST(value AS TEXT) FROM explore_metadata WHERE key = 'version'")
            recorded = text.flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) }.map(SnapshotVersion.init)
        }
        return (try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0, columns, recorded)
    }

    /// The first 100 bytes and the size of the file `path` names (through links: a link's own size means nothing).
    private static func header(of path: String) throws(ImportError) -> (Data, Int64) {
        let handle: FileHandle
        do {
            handle = try SourceFile.open(path)
        } catch .notAFile(let kind) {
            throw .notAFile(path, kind: kind)
        } catch {
            throw .sourceUnavailable(path)
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        return (header, SourceFile.size(of: handle) ?? Int64(header.count))
    }

    /// Page size × page count from the header, when the header's page count is trustworthy (SQLite ≥ 3.7.0
    /// files keep "version-valid-for" equal to the change counter).
    private static func declaredSize(_ header: Data) -> Int64? {
        let bytes = [UInt8](header)
        func bigEndian(_ offset: Int, _ count: Int) -> Int64 {
            bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int64($1) }
        }
        guard bigEndian(24, 4) == bigEndian(92, 4) else { return nil }
        let rawPageSize = bigEndian(16, 2)
        let pageSize: Int64 = rawPageSize == 1 ? 65_536 : rawPageSize
        return pageSize * bigEndian(28, 4)
    }
}
