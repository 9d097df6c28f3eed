import Domain
import Foundation
import SnapshotFile

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Syncing from a wallet archive, the file the Dash wallets download (Docs/adr/0020-wallet-archives.md): a URL whose
/// file name ends in `.zip`. Its version is its comment's timestamp, read from the archive's end before anything is
/// downloaded, so that a sync of an unchanged archive is up to date at the cost of its last bytes.
extension URLSnapshotPublisher {
    /// Whether `url` names a wallet archive rather than a manifest: its file name ends in `.zip`.
    static func isArchive(_ url: URL) -> Bool {
        url.pathExtension.lowercased() == "zip"
    }

    /// What the end of the archive at `url` says: its version (the comment's timestamp) and its size. An HTTP server
    /// is asked for the archive's last bytes only; one that sends the whole archive anyway is read to its end, keeping
    /// only those bytes, and nothing is written.
    func archiveManifest(at url: URL) async throws(SyncError) -> SnapshotManifest {
        let sink = TailSink(keeping: ArchiveTail.maximumLength, limit: sizeLimit)
        let size = try await fetch(url, into: sink, lastBytes: ArchiveTail.maximumLength) ?? sink.received
        guard let comment = ArchiveTail.comment(in: [UInt8](sink.tail)) else {
            throw .archive(.damaged("its end holds no ZIP end record with a whole comment"))
        }
        let parsed: WalletArchiveComment
        do {
            parsed = try WalletArchiveComment(comment)
        } catch {
            throw .archive(error)
        }
        return SnapshotManifest(
            version: parsed.version, sha256: nil, size: size, schemaVersion: SnapshotInfo.currentSchemaVersion,
            file: url.lastPathComponent)
    }

    /// Unpacks the downloaded archive `file` beside the snapshot, imports its directory with the archive's version,
    /// and puts it in place under `rule`. Nothing is left but the snapshot, replaced or not. Blocks.
    func importArchive(
        _ file: URL, as manifest: SnapshotManifest, rule: SnapshotReplacement.Rule
    ) throws(SyncError) -> SnapshotReplacement.Outcome {
        let unpacked: UnpackedArchive
        do {
            unpacked = try UnpackedArchive.unpack(file.path, beside: snapshot)
        } catch {
            switch error {
            case .problem(let problem): throw .archive(problem)
            case .write(let code, let reason): throw code == ENOSPC || code == EDQUOT ? .noSpace : .io(reason)
            }
        }
        defer { unpacked.remove() }
        guard unpacked.comment.version == manifest.version else {
            throw .invalidSnapshot(
                "the archive is version \(unpacked.comment.version), but it was \(manifest.version) when the sync "
                    + "began (it was replaced meanwhile: sync again)")
        }
        do {
            let inspection = try LegacySourceInspection(path: unpacked.file.path)
            return try LegacyDirectoryImporter(indexing: indexing).convert(
                inspection, to: snapshot.path, version: (manifest.version, .archive), rule: rule,
                waiting: waitingForLock
            ).outcome
        } catch {
            throw Self.syncError(for: error)
        }
    }

    /// An import's failure, as a sync says it: the directory inside the archive is the downloaded file.
    private static func syncError(for error: ImportError) -> SyncError {
        switch error {
        case .archive(_, let problem): .archive(problem)
        case .writeFailed(let reason): .io(reason)
        case .unsupportedSchema(let version): .unsupportedSchema(version)
        case .empty: .invalidSnapshot("its explore.db is empty")
        case .notSQLite: .invalidSnapshot("its explore.db is not an SQLite database")
        case .cutShort(_, let size, let expected):
            .invalidSnapshot("its explore.db holds \(size) of the \(expected) bytes its header announces")
        case .failsIntegrityCheck(_, let problems):
            .invalidSnapshot("SQLite's check failed: \(problems.joined(separator: "; "))")
        case .corrupt(_, let detail): .invalidSnapshot("its explore.db is damaged (\(detail))")
        case .notADirectory: .invalidSnapshot("its explore.db is not a merchant directory")
        case .computedData(_, let what): .invalidSnapshot(ComputedData.refusal(what))
        case .unsavedChanges: .invalidSnapshot("its explore.db keeps changes in a write-ahead log")
        case .sourceUnavailable, .notAFile, .sameFile, .implausibleVersion:
            .io("the unpacked explore.db could not be read")
        }
    }
}
