import Foundation
import GRDB

/// Checks a file before anything is imported from it, in the order that gives the clearest error: readable,
/// not empty, an SQLite header, not cut short, intact (`PRAGMA quick_check`), a `merchant` table, a known version.
struct LegacySourceInspection {
    let path: String
    let version: Int
    /// Column names of each table the import reads; a table the file lacks is absent.
    let columns: [String: Set<String>]

    init(path: String) throws(ImportError) {
        self.path = path
        guard FileManager.default.isReadableFile(atPath: path), let handle = FileHandle(forReadingAtPath: path) else {
            throw .sourceUnavailable(path)
        }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        try? handle.close()
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? header.count
        guard size > 0 else { throw .empty(path) }
        guard header.count >= 100, header.prefix(16) == Data("SQLite format 3\0".utf8) else { throw .notSQLite(path) }
        if let expected = Self.declaredSize(header), size < expected {
            throw .corrupt("\(path) is cut short: \(size) of \(expected) bytes")
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            (version, columns) = try queue.read { db in
                let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
                guard check == ["ok"] else {
                    throw ImportError.corrupt(
                        "\(path) fails its integrity check (\(check.prefix(3).joined(separator: "; ")))")
                }
                var columns: [String: Set<String>] = [:]
                for table in ["merchant", "gift_card_providers", "atm", "explore_metadata"]
                where try db.tableExists(table) {
                    columns[table] = Set(try db.columns(in: table).map(\.name))
                }
                guard let merchant = columns["merchant"], merchant.isSuperset(of: ["id", "merchantId", "name"]) else {
                    throw ImportError.notADirectory(path)
                }
                return (try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0, columns)
            }
            try queue.close()
        } catch let error as ImportError {
            throw error
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            throw .corrupt("\(path): \(error.message ?? "damaged database")")
        } catch {
            throw .sourceUnavailable(path)
        }
        guard (1...4).contains(version) else { throw .unsupportedSchema(version) }
    }

    /// Page size × page count from the header, when the header's page count is trustworthy (SQLite ≥ 3.7.0
    /// files keep "version-valid-for" equal to the change counter).
    private static func declaredSize(_ header: Data) -> Int? {
        let bytes = [UInt8](header)
        func bigEndian(_ offset: Int, _ count: Int) -> Int {
            bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        guard bigEndian(24, 4) == bigEndian(92, 4) else { return nil }
        let rawPageSize = bigEndian(16, 2)
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        return pageSize * bigEndian(28, 4)
    }
}
