import Domain
import Foundation
import GRDB

/// What a directory file turned out to hold when it was opened: its version, columns and optional tables.
///
/// The reader adapts its SQL to this (a missing column reads as NULL, a missing FTS table means a LIKE
/// search), so files from publishers, apps and older tools all read.
public struct DirectorySchema: Sendable {
    /// The file's schema version (`PRAGMA user_version`).
    public var version: Int
    /// The columns of its `merchant` table.
    public var merchantColumns: Set<String>
    /// The columns of its `gift_card_providers` table; `nil` when it has none with a `merchantId` column.
    public var providerColumns: Set<String>?
    /// Whether its `merchant_fts` index answers a query.
    public var hasFullTextSearch: Bool
    /// Whether it has an `explore_metadata` table (the publisher's version).
    public var hasMetadata: Bool
    /// Whether an index starts with `merchantId` (files we write have one; published files do not).
    public var hasMerchantIDIndex: Bool
    /// The names of the file's tables.
    public var tables: Set<String>

    /// The FTS4 index of merchant names (external content: its `docid` is the `merchant` row's `id`).
    public static let merchantFTS = "merchant_fts"

    /// Checks that the file is a current directory, in the order that gives the most useful error.
    public static func inspect(_ db: Database, path: String) throws(DirectoryError) -> DirectorySchema {
        do {
            let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
            guard tables.contains(MerchantRow.Columns.table) else { throw DirectoryError.notADirectory(path) }
            try ComputedData.refuse(in: db, path: path)
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            guard version == SnapshotInfo.currentSchemaVersion else { throw DirectoryError.unsupportedSchema(version) }
            let merchantColumns = Set(try db.columns(in: MerchantRow.Columns.table).map(\.name))
            let required: [MerchantRow.Columns] = [.id, .merchantId, .name]
            guard merchantColumns.isSuperset(of: required.map(\.name)) else {
                throw DirectoryError.notADirectory(path)
            }
            let providerColumns =
                tables.contains(ProviderRow.Columns.table)
                ? Set(try db.columns(in: ProviderRow.Columns.table).map(\.name)) : nil
            let merchantIDIndex = try db.indexes(on: MerchantRow.Columns.table)
                .contains { $0.columns.first == MerchantRow.Columns.merchantId.name }
            let usableProviderColumns = providerColumns.flatMap {
                $0.contains(ProviderRow.Columns.merchantId.name) ? $0 : nil
            }
            return DirectorySchema(
                version: version, merchantColumns: merchantColumns, providerColumns: usableProviderColumns,
                hasFullTextSearch: tables.contains(merchantFTS) && ftsWorks(db),
                hasMetadata: tables.contains("explore_metadata"), hasMerchantIDIndex: merchantIDIndex,
                tables: tables)
        } catch let error as DirectoryError {
            throw error
        } catch {
            throw DirectoryErrors.map(error, path: path)
        }
    }

    /// Whether `merchant_fts` answers a query (a file may name it without the FTS module behind it).
    private static func ftsWorks(_ db: Database) -> Bool {
        do {
            _ = try Row.fetchOne(db, sql: "SELECT docid FROM \(merchantFTS) WHERE \(merchantFTS) MATCH 'a*' LIMIT 1")
            return true
        } catch {
            return false
        }
    }
}

/// Turns GRDB's errors into the Domain's.
public enum DirectoryErrors {
    /// A read-only connection to the directory file at `path` (``ReadOnlyOpening``), failing as the Domain says.
    public static func openQueue(path: String, configuration: Configuration) throws(DirectoryError) -> DatabaseQueue {
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(path) }
        guard FileManager.default.isReadableFile(atPath: path) else { throw .unavailable(path) }
        guard !SourceFile.hasUnsavedLog(path) else { throw .unsavedChanges(path) }
        do {
            return try ReadOnlyOpening.queue(path: path, configuration: configuration)
        } catch {
            throw map(error, path: path)
        }
    }

    /// The Domain's error for `error`, met reading the file at `path`.
    public static func map(_ error: any Error, path: String) -> DirectoryError {
        if let error = error as? DirectoryError { return error }
        guard let error = error as? DatabaseError else { return .readFailed(String(describing: error)) }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .corrupt(path)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: return .unavailable(path)
        default: return .readFailed(SQLiteFailure.reason(error, file: path))
        }
    }
}
