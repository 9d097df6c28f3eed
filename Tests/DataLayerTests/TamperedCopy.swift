import Foundation
import GRDB

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

extension TemporaryDirectory {
    /// A copy of the file at `source`, in this directory under a fresh name, changed by `sql` (as another tool, or a
    /// hostile one, might change it).
    func tamperedCopy(of source: String, _ sql: String, arguments: StatementArguments = []) throws -> String {
        let copy = path("tampered-\(UUID().uuidString).db")
        try FileManager.default.copyItem(atPath: source, toPath: copy)
        let queue = try DatabaseQueue(path: copy)
        try queue.write { db in try db.execute(sql: sql, arguments: arguments) }
        try queue.close()
        return copy
    }
}

/// What the accelerated reader finds in the file at `path`: which derived tables it trusts.
func inspectedIndex(_ path: String) throws -> IndexedSQL {
    try DatabaseQueue(path: path).read { db in try IndexedSQL.inspect(db, path: path) }
}
