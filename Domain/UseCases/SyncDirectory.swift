import Foundation

/// Replaces the directory snapshot with a newer published one, and records every attempt in the sync history.
public struct SyncDirectory: Sendable {
    private let directory: any MerchantDirectory
    private let publisher: any SnapshotPublisher
    private let store: any LocalStore
    private let now: @Sendable () -> Date

    public init(
        directory: any MerchantDirectory, publisher: any SnapshotPublisher, store: any LocalStore,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.directory = directory
        self.publisher = publisher
        self.store = store
        self.now = now
    }

    /// Syncs from the manifest at `url`, and, once a manifest this program can read came from it, remembers it as the
    /// source of the next sync (unless it carries credentials or a query, which are never stored:
    /// ``RedactedURL/hasSecrets(_:)``): a mistyped or unreachable address leaves the remembered source as it was. The rules: a manifest whose version cannot be a publication time is
    /// refused; a schema this program cannot read is refused before downloading; unless `force` is true, a snapshot
    /// that does not replace the current one (``SnapshotVersion/replaces(_:at:)``) is not downloaded, and one that
    /// another writer overtook during the download is not installed. Every outcome is recorded, with the URL's
    /// credentials masked (``RedactedURL``); a cancelled attempt (the calling task cancelled) as
    /// ``SyncOutcome/cancelled``.
    ///
    /// - Parameter force: install the published snapshot whatever the current one's version (one from the future,
    ///   say, or a newer one the person wants to leave).
    public func callAsFunction(
        from url: URL, force: Bool = false, progress: @escaping @Sendable (TransferProgress) -> Void = { _ in }
    ) async throws(SyncError) -> SyncOutcome {
        let source = RedactedURL.text(url)
        do throws(SyncError) {
            let manifest = try await publisher.manifest(at: url)
            guard manifest.version.isPlausible(at: now()) else { throw SyncError.implausibleVersion(manifest.version) }
            guard manifest.schemaVersion == SnapshotInfo.currentSchemaVersion else {
                throw SyncError.unsupportedSchema(manifest.schemaVersion)
            }
            // The source is the one to try again from now on, whatever becomes of the download; one with a password
            // or a token in it is not kept, as the history keeps it masked.
            if !RedactedURL.hasSecrets(url) { try? await store.setSyncSource(url) }
            let current = try? await directory.snapshotInfo().version
            if !force, let current, !manifest.version.replaces(current, at: now()) {
                return try await recorded(.upToDate(current), source: source)
            }
            do throws(SyncError) {
                try await publisher.install(manifest, from: url, force: force, progress: progress)
            } catch .overtaken(let newer) {
                return try await recorded(.upToDate(newer), source: source)
            }
            return try await recorded(.updated(manifest.version), source: source)
        } catch .notRecorded(let outcome, let failure) {
            throw .notRecorded(outcome, failure)
        } catch {
            // Cancelled by the person waiting: the history says so, not how the interrupted transfer failed.
            _ = await record(Task.isCancelled ? .cancelled : .failed(error), source: source)
            throw error
        }
    }

    /// The manifest to sync from: the one the user set last, else the source of the most recent sync that succeeded
    /// (the history kept it before sources were remembered), else none.
    public func source() async throws(LocalStoreError) -> URL? {
        if let remembered = try await store.syncSource() { return remembered }
        // The history keeps sources with their credentials masked: such a source cannot be synced from again.
        return try await store.syncHistory(limit: 20).first(where: \.outcome.succeeded).flatMap {
            URL(string: $0.source)
        }
        .flatMap { RedactedURL.hasSecrets($0) ? nil : $0 }
    }

    /// Remembers the manifest to sync from: the sync screen and `explore sync` without `--from` use it. A source
    /// with a password, a token or a query (``RedactedURL/hasSecrets(_:)``) is not stored: the caller keeps it for
    /// as long as it runs.
    public func rememberSource(_ source: URL) async throws(LocalStoreError) {
        guard !RedactedURL.hasSecrets(source) else { return }
        try await store.setSyncSource(source)
    }

    /// Past syncs, newest first, as the sync screen lists them: the history this use case records.
    public func history(limit: Int = 20) async throws(LocalStoreError) -> [SyncRecord] {
        try await store.syncHistory(limit: limit)
    }

    /// Records a failed or cancelled attempt; the attempt's own error is what the caller reports, whether or not
    /// the history could take it.
    private func record(_ outcome: SyncOutcome, source: String) async -> SyncOutcome {
        try? await store.recordSync(SyncRecord(date: now(), source: source, outcome: outcome))
        return outcome
    }

    /// Records a sync that succeeded, and fails with ``SyncError/notRecorded(_:_:)`` when the history cannot take it:
    /// the person is told what happened and that it was not kept, rather than a success the history does not show.
    private func recorded(_ outcome: SyncOutcome, source: String) async throws(SyncError) -> SyncOutcome {
        do throws(LocalStoreError) {
            try await store.recordSync(SyncRecord(date: now(), source: source, outcome: outcome))
        } catch {
            throw .notRecorded(outcome, error)
        }
        return outcome
    }
}
