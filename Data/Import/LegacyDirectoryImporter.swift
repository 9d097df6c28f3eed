import Domain
import Foundation
import GRDB

/// Turns a directory file of any schema version from 1 to 4 into a current (version 4) snapshot.
///
/// The source is opened read-only (`mode=ro`) and never modified. The new file is written beside the
/// destination and renamed into place, so the destination holds either its old content or the whole import.
/// Columns are copied by name; those older versions lack take the defaults the apps' own migrations used
/// (`redeemType` `barcode`, `savingsPercentage` 0), and INTEGER ids of version 1 become TEXT.
public struct LegacyDirectoryImporter: Sendable {
    /// An importer; it holds no state.
    public init() {}

    @discardableResult
    /// Imports `source` (schema 1–4) into a new current snapshot at `destination`, replacing it atomically.
    ///
    /// The source is never modified; on any error nothing is written at the destination.
    public func importDirectory(from source: String, to destination: String) throws(ImportError) -> ImportSummary {
        let sourceURL = URL(fileURLWithPath: source).standardizedFileURL.resolvingSymlinksInPath()
        let destinationURL = URL(fileURLWithPath: destination).standardizedFileURL.resolvingSymlinksInPath()
        guard sourceURL != destinationURL else { throw .sameFile(destination) }
        let inspection = try LegacySourceInspection(path: source)
        do {
            return try AtomicFile.write(to: destination) { db in
                try db.execute(sql: "ATTACH DATABASE ? AS src", arguments: [Self.readOnlyURI(sourceURL)])
                try db.inTransaction {
                    try SnapshotSchema.create(db)
                    try LegacyCopy(db: db, source: inspection).copyAll()
                    try SnapshotSchema.finish(db)
                    return .commit
                }
                let summary = try Self.summary(db, sourceVersion: inspection.version)
                try db.execute(sql: "DETACH DATABASE src")
                return summary
            }
        } catch let error as ImportError {
            throw error
        } catch {
            throw .writeFailed(String(describing: error))
        }
    }

    /// `file:` URI that opens the source read-only, whatever characters its path holds.
    static func readOnlyURI(_ url: URL) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let path = url.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? url.path
        return "file:\(path)?mode=ro"
    }

    private static func summary(_ db: Database, sourceVersion: Int) throws -> ImportSummary {
        ImportSummary(
            sourceSchemaVersion: sourceVersion,
            merchantRows: try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant") ?? 0,
            merchants: try Int.fetchOne(db, sql: "SELECT count(DISTINCT merchantId) FROM merchant") ?? 0,
            providerRows: try Int.fetchOne(db, sql: "SELECT count(*) FROM gift_card_providers") ?? 0,
            atms: try Int.fetchOne(db, sql: "SELECT count(*) FROM atm") ?? 0)
    }
}
