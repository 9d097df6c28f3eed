import Domain
import Foundation
import SnapshotFile

/// Fetches published directory snapshots from `file://` and `http(s)://` URLs and installs them in place of the
/// snapshot file in use.
///
/// A publisher serves a manifest and the snapshot file beside it (Docs/SnapshotFormat.md). Installing streams the
/// download to a staging file next to the snapshot, verifies size, SHA-256 and contents, then, under the snapshot's
/// writer lock and after checking the version there again, renames it over the snapshot: every failure, including
/// the process being killed, leaves the snapshot byte-identical (Docs/adr/0018-snapshot-sync.md). HTTP goes through
/// AsyncHTTPClient (Docs/adr/0019-asynchttpclient.md), in a program built with the Network trait; one built
/// without it syncs from files alone (Docs/adr/0008-package-traits.md).
///
/// A URL whose file name ends in `.zip` names a wallet archive instead, as the Dash wallets download it: its end
/// says its version, and the directory inside it is imported (URLSnapshotPublisher+Archive.swift,
/// Docs/adr/0020-wallet-archives.md).
public struct URLSnapshotPublisher: SnapshotPublisher {
    /// The largest snapshot accepted whatever its manifest says: 1 GiB, some hundred times today's directory.
    public static let defaultSizeLimit: Int64 = SnapshotSizeLimit.bytes
    /// How long a server may stay silent.
    public static let defaultIdleTimeout: Duration = .seconds(30)
    /// How long one transfer (the manifest, or the snapshot) may take in all: `explore sync --timeout`'s default.
    public static let defaultTimeout: Duration = .seconds(300)

    let snapshot: URL
    let sizeLimit: Int64
    let limits: TransferLimits
    private let writer: FileWriting
    let replacement: SnapshotReplacement
    let waitingForLock: @Sendable () -> Void
    /// The derived tables written into an installed snapshot once it is verified, if any (``SnapshotIndexing``).
    let indexing: (any SnapshotIndexing)?

    /// - Parameters:
    ///   - snapshot: the directory snapshot file in use, which an install replaces. Its folder must be writable;
    ///     the file itself need not exist yet.
    ///   - sizeLimit: the largest snapshot accepted, in bytes.
    ///   - idleTimeout: how long an HTTP server may stay silent before the transfer fails.
    ///   - timeout: how long the manifest's transfer, and then the snapshot's, may each take in all, however
    ///     steadily the server sends; then the sync fails with ``SyncError/timedOut(seconds:received:)``.
    ///   - waitingForLock: called when another writer (a sync, an import, a first run) is replacing the snapshot
    ///     and this install waits for it to finish, so that the App can say why nothing seems to happen.
    ///   - indexing: the derived tables to write into the snapshot once it is verified, as the generator and the
    ///     importer write them (``SnapshotIndexing``).
    public init(
        snapshot: URL, sizeLimit: Int64 = defaultSizeLimit, idleTimeout: Duration = defaultIdleTimeout,
        timeout: Duration = defaultTimeout, waitingForLock: @escaping @Sendable () -> Void = {},
        indexing: (any SnapshotIndexing)? = nil
    ) {
        self.init(
            snapshot: snapshot, sizeLimit: sizeLimit,
            limits: TransferLimits(idleTimeout: idleTimeout, timeout: timeout),
            writer: .system, waitingForLock: waitingForLock, indexing: indexing)
    }

    /// As the public initialiser, writing the staging file through `writer` (the tests' full disk).
    init(
        snapshot: URL, sizeLimit: Int64, limits: TransferLimits, writer: FileWriting,
        waitingForLock: @escaping @Sendable () -> Void = {}, indexing: (any SnapshotIndexing)? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.snapshot = snapshot.standardizedFileURL
        self.indexing = indexing
        self.sizeLimit = sizeLimit
        self.limits = limits
        self.writer = writer
        self.waitingForLock = waitingForLock
        replacement = SnapshotReplacement(snapshot: self.snapshot, waiting: waitingForLock, now: now)
    }

    /// Reads and checks the manifest at `url` (`file://` or `http(s)://`); nothing is written.
    public func manifest(at url: URL) async throws(SyncError) -> SnapshotManifest {
        if Self.isArchive(url) { return try await archiveManifest(at: url) }
        let sink = MemorySink(limit: ManifestDocument.maximumSize)
        do {
            try await fetch(url, into: sink)
        } catch .tooLarge {
            throw .badManifest("it is larger than \(ManifestDocument.maximumSize) bytes")
        }
        return try ManifestDocument.decode(sink.bytes)
    }

    /// Installs without forcing: a snapshot at least as new as the manifest's, put in place by another writer during
    /// the download, is kept (``SyncError/overtaken(by:)``).
    public func install(
        _ manifest: SnapshotManifest, from url: URL, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError) {
        try await install(manifest, from: url, force: false, progress: progress)
    }

    /// Downloads the snapshot `manifest` describes (its `file`, relative to the manifest's `url`), verifies it, and
    /// renames it over the snapshot in use, unless (without `force`) the snapshot there is by then at least as new.
    /// Progress is reported from the transfer's threads, a few hundred times at most. On any error the snapshot in
    /// use is byte-identical and no staging file is left.
    public func install(
        _ manifest: SnapshotManifest, from url: URL, force: Bool,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError) {
        guard manifest.schemaVersion == SnapshotInfo.currentSchemaVersion else {
            throw .unsupportedSchema(manifest.schemaVersion)
        }
        guard manifest.size <= sizeLimit else { throw .tooLarge(limit: sizeLimit) }
        let isArchive = Self.isArchive(url)
        let source = isArchive ? url : try Self.snapshotURL(of: manifest, publishedAt: url)
        try prepareFolder()
        removeStaleStagingFiles()
        let staging = try StagingFile(beside: snapshot, writer: writer)
        let outcome: SnapshotReplacement.Outcome
        do throws(SyncError) {
            try await download(source, to: staging, as: manifest, progress: progress)
            let rule: SnapshotReplacement.Rule = force ? .always : .ifNewer(manifest.version)
            try await Blocking.run { () throws(SyncError) in
                try staging.finish()
                guard !isArchive else { return }
                try SnapshotInspection(of: staging.url).requireInstallable(as: manifest)
                // Verified as published; then made what this program writes. A file that will not take the derived
                // tables is installed as it was published: every reader reads it, the reference one included.
                if let indexing { try? SnapshotSchema.index(fileAt: staging.url.path, with: indexing) }
            }
            guard !Task.isCancelled else { throw .io("the sync was cancelled") }
            outcome = try await Blocking.run { [replacement] () throws(SyncError) in
                guard isArchive else { return try staging.replace(using: replacement, rule: rule) }
                defer { staging.discard() }
                return try importArchive(staging.url, as: manifest, rule: rule)
            }
        } catch {
            staging.discard()
            throw error
        }
        if case .kept(let newer?) = outcome { throw .overtaken(by: newer) }
    }

    /// Deletes temporary files that writers killed part-way left beside the snapshot; returns their names.
    ///
    /// ``install(_:from:force:progress:)`` does this first; the App may also call it at start-up.
    @discardableResult
    public func removeStaleStagingFiles() -> [String] {
        LeftoverFiles.remove(beside: snapshot)
    }

    private func download(
        _ source: URL, to staging: StagingFile, as manifest: SnapshotManifest,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError) {
        progress(TransferProgress(completedBytes: 0, totalBytes: manifest.size))
        let sink = DownloadSink(staging: staging, size: manifest.size, progress: progress)
        do {
            try await fetch(source, into: sink)
        } catch .unreachable where sink.received > 0 {
            // The server went away mid-file: say how far it got, which is what a person retrying wants to know.
            throw .truncated(received: sink.received, expected: manifest.size)
        }
        let (received, sha256) = sink.digest()
        guard received == manifest.size else { throw .truncated(received: received, expected: manifest.size) }
        if let expected = manifest.sha256, sha256 != expected {
            throw .checksumMismatch(expected: expected, actual: sha256)
        }
    }

    /// Fetches `url` into `sink`; with `lastBytes`, asks an HTTP server for those last bytes only, and returns the
    /// whole resource's size when it sent them alone.
    @discardableResult
    func fetch(_ url: URL, into sink: some ByteSink, lastBytes: Int? = nil) async throws(SyncError) -> Int64? {
        switch url.scheme?.lowercased() {
        case "file":
            try await FileTransfer.fetch(url, into: sink, limits: limits)
            return nil
        case "http", "https":
            #if Network
                return try await HTTPTransfer.fetch(url, into: sink, limits: limits, lastBytes: lastBytes)
            #else
                throw .withoutHTTP(RedactedURL.text(url))
            #endif
        default: throw .unsupportedURL(RedactedURL.text(url))
        }
    }

    private func prepareFolder() throws(SyncError) {
        let folder = snapshot.deletingLastPathComponent()
        do {
            // Private, as the XDG specification asks of the folders it creates, whatever the umask.
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .io("could not create \(folder.path): \(error.localizedDescription)")
        }
    }

    /// The snapshot file's URL: the manifest's `file`, relative to the manifest's own URL.
    static func snapshotURL(of manifest: SnapshotManifest, publishedAt url: URL) throws(SyncError) -> URL {
        let path = manifest.file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? manifest.file
        guard let resolved = URL(string: path, relativeTo: url)?.absoluteURL else {
            throw .badManifest("\"file\" (\(manifest.file)) is not a usable path")
        }
        return resolved
    }
}
