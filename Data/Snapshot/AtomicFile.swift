import Foundation
import GRDB

/// Writes an SQLite file beside its destination and renames it into place (``SnapshotReplacement``), so that
/// readers see either the old file or the complete new one, never half of one. `body` runs outside a transaction
/// (so that it can ATTACH) and opens its own.
///
/// The file is written under a name of this process (``FilesInProgress``): removed on any error, on SIGINT or
/// SIGTERM through the App, and by the next writer when the process was killed.
enum AtomicFile {
    static func write<T>(
        to path: String, rule: SnapshotReplacement.Rule = .always, waiting: @escaping @Sendable () -> Void = {},
        _ body: (Database) throws -> T
    ) throws -> (result: T, outcome: SnapshotReplacement.Outcome) {
        let destination = URL(fileURLWithPath: path)
        LeftoverFiles.remove(beside: destination)
        let temporary = FilesInProgress.claim(beside: destination, kind: .tmp)
        defer {
            try? FileManager.default.removeItem(at: temporary)
            FilesInProgress.finished(temporary)
        }
        // No journal and no fsync while filling: a failed write leaves only the temporary file, removed above.
        let queue = try DatabaseQueue(path: temporary.path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
        }
        let result = try queue.writeWithoutTransaction { db in try body(db) }
        try queue.close()
        try FileHandle(forUpdating: temporary).synchronize()
        let outcome = try SnapshotReplacement(snapshot: destination, waiting: waiting).replace(
            with: temporary, rule: rule)
        return (result, outcome)
    }
}
