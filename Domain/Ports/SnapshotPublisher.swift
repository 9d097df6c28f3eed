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
}
