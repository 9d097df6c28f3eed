import Domain
import Foundation
import Fuzzing
import GRDB
import GRDBSQLite

@testable import SnapshotFile

/// Schemas as a directory file may carry them: the input is SQL that builds a schema (tables, views, virtual tables,
/// generated columns) in an empty database, which the reader's check then inspects. Whatever the check lets
/// through stores every value it reads: no view, no generated column, no virtual table but SQLite's FTS in the
/// place of a table the reader reads.
func check(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard size <= 4096, let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    else { return 0 }
    guard let queue = try? DatabaseQueue() else { return 0 }
    try? queue.inDatabase { db in
        // No statement may run long: a schema is built in a few thousand steps.
        sqlite3_progress_handler(db.sqliteConnection, 1000, { _ in 1 }, nil)
        for statement in text.split(separator: ";") {
            let words = statement.uppercased().split(whereSeparator: \.isWhitespace)
            let allowed =
                ["CREATE", "ALTER", "DROP"].contains(words.first.map(String.init) ?? "")
                || words.prefix(2).map(String.init) == ["PRAGMA", "USER_VERSION"]
            guard allowed, !words.contains("AS") || words.dropFirst().first == "VIEW" else { continue }
            try? db.execute(sql: String(statement))
        }
        sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
        guard (try? DirectorySchema.inspect(db, path: "fuzz")) != nil else { return }
        for name in ComputedData.tables + ComputedData.fullTextTables {
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT type, sql FROM sqlite_master WHERE name = ?", arguments: [name])
            else { continue }
            let type: String = row["type"]
            let sql = (row["sql"] as String?)?.uppercased() ?? ""
            require(type == "table", "\(name) is a \(type) and was let through")
            let isVirtual = sql.hasPrefix("CREATE VIRTUAL")
            require(
                !isVirtual || (ComputedData.fullTextTables.contains(name) && sql.contains(" USING FTS")),
                "\(name) is a virtual table and was let through")
            let generated =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM pragma_table_xinfo(?) WHERE hidden IN (2, 3)", arguments: [name])
                ?? 0
            require(generated == 0, "\(name) has a generated column and was let through")
        }
    }
    return 0
}

runFuzzer { check($0, $1) }
