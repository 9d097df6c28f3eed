import Domain
import Foundation
import GRDB
import SnapshotFile

/// Turns a directory file of any schema version from 1 to 4 into a current (version 4) snapshot.
///
/// The source is opened read-only and immutable (``ReadOnlyOpening``) and never modified; a link is followed to the
/// file it names. The new file is written beside the destination and renamed into place under the snapshot's writer
/// lock (``SnapshotReplacement``), so the destination holds either its old content or the whole import. Columns are
/// copied by name; those older versions lack take the defaults the apps' own migrations used (`redeemType`
/// `barcode`, `savingsPercentage` 0), and INTEGER ids of version 1 become TEXT. Rows without a merchant id belong to
/// no merchant and are left out (``ImportSummary/skippedRows``).
///
/// Every import records a publication version, so that a snapshot published from it settles: the version given,
/// else the source's own `explore_metadata` version when it is a plausible publication time
/// (``SnapshotVersion/isPlausible(at:)``), else the source file's modification time when that is plausible, else the
/// time of the import. Nothing else of the source's `explore_metadata` is copied: that table is ours, and a file from
/// outside decides nothing in it.
public struct LegacyDirectoryImporter: Sendable {
    private let now: @Sendable () -> Date
    /// The derived tables written with the rows, if any (``SnapshotIndexing``).
    private let indexing: (any SnapshotIndexing)?

    /// An importer that writes `indexing`'s derived tables into the snapshots it makes, if given.
    public init(indexing: (any SnapshotIndexing)? = nil) {
        self.init(now: Date.init, indexing: indexing)
    }

    /// An importer judging versions against `now` (the tests' clock).
    init(now: @escaping @Sendable () -> Date, indexing: (any SnapshotIndexing)? = nil) {
        self.now = now
        self.indexing = indexing
    }

    /// Imports `source` (schema 1–4) into a new current snapshot at `destination`, replacing it atomically, whatever
    /// version the snapshot there has: an import is an explicit choice.
    ///
    /// The source is never modified; on any error nothing is written at the destination.
    ///
    /// - Parameters:
    ///   - version: the publication version the new snapshot records, instead of the one the import finds; it must
    ///     be a plausible publication time.
    ///   - waitingForLock: called when another writer is replacing the snapshot and the import waits for it.
    @discardableResult
    public func importDirectory(
        from source: String, to destination: String, version: SnapshotVersion? = nil,
        waitingForLock: @escaping @Sendable () -> Void = {}
    ) throws(ImportError) -> ImportSummary {
        if let version, !version.isPlausible(at: now()) { throw .implausibleVersion(version) }
        let sourceURL = URL(fileURLWithPath: source).standardizedFileURL.resolvingSymlinksInPath()
        let destinationURL = URL(fileURLWithPath: destination).standardizedFileURL.resolvingSymlinksInPath()
        guard sourceURL != destinationURL else { throw .sameFile(destination) }
        if UnpackedArchive.isArchive(source) {
            return try importArchive(source, to: destination, version: version, waiting: waitingForLock)
        }
        let inspection = try LegacySourceInspection(path: source)
        let chosen =
            version.map { ($0, .given) } ?? versionFound(inspection.recordedVersion, from: .recorded, file: sourceURL)
        return try convert(inspection, to: destination, version: chosen, rule: .always, waiting: waitingForLock).summary
    }

    /// Writes the v4 snapshot of an inspected source beside `destination` and puts it in place if `rule` allows.
    func convert(
        _ inspection: LegacySourceInspection, to destination: String,
        version: (SnapshotVersion, ImportSummary.VersionSource), rule: SnapshotReplacement.Rule,
        waiting: @escaping @Sendable () -> Void
    ) throws(ImportError) -> (summary: ImportSummary, outcome: SnapshotReplacement.Outcome) {
        let sourcePath = URL(fileURLWithPath: inspection.path).standardizedFileURL.resolvingSymlinksInPath().path
        do {
            let written = try AtomicFile.write(to: destination, rule: rule, waiting: waiting) { db in
                try db.execute(sql: "ATTACH DATABASE ? AS src", arguments: [ReadOnlyOpening.uri(for: sourcePath)])
                var skipped = 0
                try db.inTransaction {
                    try SnapshotSchema.create(db)
                    skipped = try LegacyCopy(db: db, source: inspection).copyAll()
                    try SnapshotSchema.setVersion(
                        version.0.timestamp, dated: ![.modificationTime, .importTime].contains(version.1), in: db)
                    try SnapshotSchema.finish(db, indexing: indexing)
                    return .commit
                }
                let summary = try Self.summary(db, inspection: inspection, skipped: skipped, version: version)
                try db.execute(sql: "DETACH DATABASE src")
                return summary
            }
            return (written.result, written.outcome)
        } catch let error as ImportError {
            throw error
        } catch let error as SnapshotReplacement.Failure {
            throw .writeFailed(error.reason)
        } catch let error as DatabaseError {
            throw .writeFailed(SQLiteFailure.reason(error, file: destination))
        } catch {
            throw .writeFailed(error.localizedDescription)
        }
    }

    /// The version an import finds when none is given: the one the source records (in its metadata, or in its
    /// archive's comment) when plausible, else the file's modification time when plausible, else now.
    func versionFound(
        _ recorded: SnapshotVersion?, from origin: ImportSummary.VersionSource, file source: URL
    ) -> (SnapshotVersion, ImportSummary.VersionSource) {
        if let recorded, recorded.isPlausible(at: now()) { return (recorded, origin) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: source.path)
        if let modified = attributes?[.modificationDate] as? Date {
            let version = SnapshotVersion(timestamp: Int64((modified.timeIntervalSince1970 * 1000).rounded(.down)))
            if version.isPlausible(at: now()) { return (version, .modificationTime) }
        }
        return (SnapshotVersion(timestamp: Int64((now().timeIntervalSince1970 * 1000).rounded(.down))), .importTime)
    }

    private static func summary(
        _ db: Database, inspection: LegacySourceInspection, skipped: Int,
        version: (SnapshotVersion, ImportSummary.VersionSource)
    ) throws -> ImportSummary {
        ImportSummary(
            sourceSchemaVersion: inspection.version,
            merchantRows: try Int.fetchOne(db, sql: "SELECT count(*) FROM merchant") ?? 0,
            merchants: try Int.fetchOne(db, sql: "SELECT count(DISTINCT merchantId) FROM merchant") ?? 0,
            providerRows: try Int.fetchOne(db, sql: "SELECT count(*) FROM gift_card_providers") ?? 0,
            atms: try Int.fetchOne(db, sql: "SELECT count(*) FROM atm") ?? 0,
            skippedRows: skipped, version: version.0, versionSource: version.1)
    }
}
