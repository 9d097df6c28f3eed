import Domain
import GRDB

/// What a directory file turned out to hold when it was opened: its version, columns and optional tables.
///
/// The reader adapts its SQL to this (a missing column reads as NULL, a missing FTS table means a LIKE
/// search), so files from publishers, apps and older tools all read.
struct DirectorySchema: Sendable {
    var version: Int
    var merchantColumns: Set<String>
    var providerColumns: Set<String>?
    var hasFullTextSearch: Bool
    var hasMetadata: Bool
    /// Whether an index starts with `merchantId` (files we write have one; published files do not).
    var hasMerchantIDIndex: Bool
    /// Whether the file carries ``MerchantHeads`` (files we write do).
    var hasHeadsTable: Bool

    /// Checks that the file is a current directory, in the order that gives the most useful error.
    static func inspect(_ db: Database, path: String) throws(DirectoryError) -> DirectorySchema {
        do {
            let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
            guard tables.contains("merchant") else { throw DirectoryError.notADirectory(path) }
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            guard version == SnapshotInfo.currentSchemaVersion else { throw DirectoryError.unsupportedSchema(version) }
            let merchantColumns = Set(try db.columns(in: "merchant").map(\.name))
            guard merchantColumns.isSuperset(of: ["id", "merchantId", "name"]) else {
                throw DirectoryError.notADirectory(path)
            }
            let providerColumns =
                tables.contains("gift_card_providers")
                ? Set(try db.columns(in: "gift_card_providers").map(\.name)) : nil
            return DirectorySchema(
                version: version, merchantColumns: merchantColumns,
                providerColumns: providerColumns.flatMap { $0.contains("merchantId") ? $0 : nil },
                hasFullTextSearch: tables.contains("merchant_fts") && ftsWorks(db),
                hasMetadata: tables.contains("explore_metadata"),
                hasMerchantIDIndex: try db.indexes(on: "merchant").contains { $0.columns.first == "merchantId" },
                hasHeadsTable: try tables.contains(MerchantHeads.table)
                    && Set(db.columns(in: MerchantHeads.table).map(\.name)).isSuperset(of: MerchantHeads.columns))
        } catch let error as DirectoryError {
            throw error
        } catch {
            throw DirectoryErrors.map(error, path: path)
        }
    }

    /// Whether `merchant_fts` answers a query (a file may name it without the FTS module behind it).
    private static func ftsWorks(_ db: Database) -> Bool {
        do {
            _ = try Row.fetchOne(db, sql: "SELECT docid FROM merchant_fts WHERE merchant_fts MATCH 'a*' LIMIT 1")
            return true
        } catch {
            return false
        }
    }
}

/// Turns GRDB's errors into the Domain's.
enum DirectoryErrors {
    static func map(_ error: any Error, path: String) -> DirectoryError {
        if let error = error as? DirectoryError { return error }
        guard let error = error as? DatabaseError else { return .readFailed(String(describing: error)) }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .corrupt(path)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: return .unavailable(path)
        default: return .readFailed(error.message ?? error.description)
        }
    }
}
