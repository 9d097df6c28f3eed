import Domain
import Foundation
import GRDB

/// Turns a directory file of any schema version from 1 to 4 into a current (version 4) snapshot.
///
/// The source is opened read-only and immutable (``ReadOnlyOpening``) and never modified; a link is followed to the
/// file it names. The new file is written beside the destination and renamed into place under the snapshot's writer
/// lock (``SnapshotReplacement``), so the destination holds either its old content or the whole import. Columns are
/// copied by name; those older versions lack take the defaults the apps' own migrations used (`redeemType`
/// `barcode`, `savingsPercentage` 0), and INTEGER ids of version 1 become TEXT.
///
/// The import's version: the source's own `explore_metadata` version when it is a plausible publication time
/// (``SnapshotVersion/isPlausible(at:)``), else none, so that the next sync replaces it with any publication.
/// Nothing else of the source's `explore_metadata` is copied: that table is ours, and a file from outside decides
/// nothing in it.
public struct LegacyDirectoryImporter: Sendable {
    private let now: @Sendable () -> Date

    /// An importer; it holds no state.
    public init() {
        self.init(now: Date.init)
    }

    /// An importer judging versions against `now` (the tests' clock).
    init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// Imports `source` (schema 1–4) into a new current snapshot at `destination`, replacing it atomically, whatever
    /// version the snapshot there has: an import is an explicit choice.
    ///
    /// The source is never modified; on any error nothing is written at the destination.
    ///
    /// - Parameter waitingForLock: called when another writer is replacing the snapshot and the import waits for it.
    @discardableResult
    public func importDirectory(
        from source: String, to destination: String, waitingForLock: @escaping @Sendable () -> Void = {}
    ) throws(ImportError) -> ImportSummary {
        let sourceURL = URL(fileURLWithPath: source).standardizedFileURL.resolvingSymlinksInPath()
        let destinationURL = URL(fileURLWithPath: destination).standardizedFileURL.resolvingSymlinksInPath()
        guard sourceURL != destinationURL else { throw .sameFile(destination) }
        let inspection = try LegacySourceInspection(path: source)
        let version = inspection.recordedVersion.flatMap { $0.isPlausible(at: now()) ? $0 : nil }
        do {
            return try AtomicFile.write(to: destination, rule: .always, waiting: waitingForLock) { db in
                try db.execute(sql: "ATTACH DATABASE ? AS src", arguments: [ReadOnlyOpening.uri(for: sourceURL.path)])
                try db.inTransaction {
                    try SnapshotSchema.create(db)
                    try LegacyCopy(db: db, source: inspection).copyAll()
                    if let version { try SnapshotSchema.setVersion(version.timestamp, in: db) }
                    try SnapshotSchema.finish(db)
                    return .commit
                }
                let summary = try Self.summary(db, sourceVersion: inspection.version, version: version)
                try db.execute(sql: "DETACH DATABASE src")
                return summary
            }.result
        } catch let error as ImportError {
            throw error
        } catch let error as SnapshotReplacement.Failure {
            throw .writeFailed(error.reason)
        } catch let error as DatabaseError {
            throw .writeFailed(error.message ?? "\(error.resultCode)")
        } catch {
            throw .writeFailed(error.localizedDescription)
        }
    }

    private static func summary(_ db: Database, sourceVersion: Int, version: SnapshotVersion?) throws -> ImportSummary {
        ImportSummary(
            sourceSchemaVersion: sourceVersion,
            merchantRows: try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant") ?? 0,
            merchants: try Int.fetchOne(db, sql: "SELECT count(DISTINCT merchantId) FROM merchant") ?? 0,
            providerRows: try Int.fetchOne(db, sql: "SELECT count(*) FROM gift_card_providers") ?? 0,
            atms: try Int.fetchOne(db, sql: "SELECT count(*) FROM atm") ?? 0,
            version: version)
    }
}
