import Foundation
import GRDB

/// Writes an SQLite file beside its destination and renames it into place, so that readers see either the old
/// file or the complete new one, never half of one. `body` runs outside a transaction (so that it can ATTACH)
/// and opens its own.
enum AtomicFile {
    static func write<T>(to path: String, _ body: (Database) throws -> T) throws -> T {
        let destination = URL(fileURLWithPath: path)
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let result: T
        do {
            // No journal and no fsync while filling: a failed write leaves only the temporary file, removed below.
            let queue = try DatabaseQueue(path: temporary.path)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
            }
            result = try queue.writeWithoutTransaction { db in try body(db) }
            try queue.close()
            try FileHandle(forUpdating: temporary).synchronize()
        }
        guard rename(temporary.path, destination.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        return result
    }
}
