import Foundation

/// Where published directory snapshots come from, and how one replaces the snapshot in use.
public protocol SnapshotPublisher: Sendable {
    /// Reads the manifest published at `url`.
    func manifest(at url: URL) async throws(SyncError) -> SnapshotManifest

    /// Downloads the snapshot the manifest describes, verifies it, and atomically puts it in place of the
    /// current snapshot. On any error the current snapshot is left byte-identical.
    func install(
        _ manifest: SnapshotManifest, from url: URL, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError)

    /// As ``install(_:from:progress:)``, saying whether the snapshot may replace a newer one.
    ///
    /// Unless `force` is true, a publisher that checks versions at the swap (another writer may have replaced the
    /// snapshot during the download) throws ``SyncError/overtaken(by:)`` instead of replacing a snapshot at least
    /// as new as the manifest's (``SnapshotVersion/replaces(_:at:)``).
    func install(
        _ manifest: SnapshotManifest, from url: URL, force: Bool,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError)
}

extension SnapshotPublisher {
    /// A publisher that does not check versions at the swap installs the same way, forced or not.
    public func install(
        _ manifest: SnapshotManifest, from url: URL, force: Bool,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError) {
        try await install(manifest, from: url, progress: progress)
    }
}
