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

    /// Syncs from the manifest at `url`, and remembers it as the source. The rules: a snapshot no newer than the
    /// current one is not downloaded; a schema this program cannot read is refused before downloading; every outcome
    /// is recorded, a cancelled attempt (the calling task cancelled) as ``SyncOutcome/cancelled``.
    public func callAsFunction(
        from url: URL, progress: @escaping @Sendable (TransferProgress) -> Void = { _ in }
    ) async throws(SyncError) -> SyncOutcome {
        // The source of an attempt is the one to try again, whatever its outcome.
        try? await store.setSyncSource(url)
        do throws(SyncError) {
            let manifest = try await publisher.manifest(at: url)
            guard manifest.schemaVersion == SnapshotInfo.currentSchemaVersion else {
                throw SyncError.unsupportedSchema(manifest.schemaVersion)
            }
            let current = try? await directory.snapshotInfo().version
            if let current, manifest.version <= current {
                return await record(.upToDate(current), source: url)
            }
            try await publisher.install(manifest, from: url, progress: progress)
            return await record(.updated(manifest.version), source: url)
        } catch {
            // Cancelled by the person waiting: the history says so, not how the interrupted transfer failed.
            _ = await record(Task.isCancelled ? .cancelled : .failed(error), source: url)
            throw error
        }
    }

    /// The manifest to sync from: the one the user set last, else the source of the most recent sync (the history
    /// kept it before sources were remembered), else none.
    public func source() async throws(LocalStoreError) -> URL? {
        if let remembered = try await store.syncSource() { return remembered }
        return try await store.syncHistory(limit: 1).first.flatMap { URL(string: $0.source) }
    }

    /// Remembers the manifest to sync from: the sync screen and `explore sync` without `--from` use it.
    public func rememberSource(_ source: URL) async throws(LocalStoreError) {
        try await store.setSyncSource(source)
    }

    /// Past syncs, newest first, as the sync screen lists them: the history this use case records.
    public func history(limit: Int = 20) async throws(LocalStoreError) -> [SyncRecord] {
        try await store.syncHistory(limit: limit)
    }

    private func record(_ outcome: SyncOutcome, source: URL) async -> SyncOutcome {
        // The history is a convenience: failing to write it must not turn a good sync into a failed one.
        try? await store.recordSync(SyncRecord(date: now(), source: source.absoluteString, outcome: outcome))
        return outcome
    }
}
