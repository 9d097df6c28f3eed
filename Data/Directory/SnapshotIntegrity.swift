import Foundation
import GRDB
import SnapshotFile

/// Checks a directory snapshot for damage, for `explore doctor`.
public enum SnapshotIntegrity {
    /// "ok", or one line describing the first problems SQLite finds, including an unreadable full-text index. Opens
    /// the file read-only and never changes it.
    ///
    /// - Parameter full: `PRAGMA integrity_check`, which also checks that every index matches its table (seconds on a
    ///   large file); else `PRAGMA quick_check`, every page and record but not the indexes' contents, in a tenth of
    ///   the time.
    public static func check(path: String, full: Bool = false) -> String {
        guard FileManager.default.isReadableFile(atPath: path) else { return "the file cannot be read" }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try ReadOnlyOpening.queue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                let problems = try String.fetchAll(db, sql: "PRAGMA \(full ? "integrity_check" : "quick_check")(5)")
                guard problems == ["ok"] else { return problems.joined(separator: "; ") }
                if try db.tableExists("merchant_fts") {
                    // Reading every token proves the FTS4 index's b-tree is readable, without writing.
                    _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant_fts WHERE merchant_fts MATCH 'a*'")
                }
                return "ok"
            }
        } catch let error as DatabaseError {
            return error.message ?? "SQLite error \(error.resultCode.rawValue)"
        } catch {
            return String(describing: error)
        }
    }
}
