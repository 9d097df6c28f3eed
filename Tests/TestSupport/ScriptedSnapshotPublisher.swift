import Domain
import Foundation

/// A ``SnapshotPublisher`` that serves the manifest the test gives it and installs by the script: it reports the
/// given progress steps, then succeeds or fails. It records every call, so tests can see what was downloaded.
public actor ScriptedSnapshotPublisher: SnapshotPublisher {
    private let manifestAnswer: Result<SnapshotManifest, SyncError>
    private let installFailure: SyncError?
    private let progressSteps: [TransferProgress]
    /// The URLs whose manifest was read, in order.
    public private(set) var manifestRequests: [URL] = []
    /// Every install asked for, in order: what a real publisher would have downloaded.
    public private(set) var installs: [(manifest: SnapshotManifest, url: URL)] = []

    public init(
        manifest: Result<SnapshotManifest, SyncError>, installFailure: SyncError? = nil,
        progressSteps: [TransferProgress] = []
    ) {
        self.manifestAnswer = manifest
        self.installFailure = installFailure
        self.progressSteps = progressSteps
    }

    public func manifest(at url: URL) async throws(SyncError) -> SnapshotManifest {
        manifestRequests.append(url)
        return try manifestAnswer.get()
    }

    public func install(
        _ manifest: SnapshotManifest, from url: URL, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError) {
        installs.append((manifest, url))
        for step in progressSteps { progress(step) }
        if let installFailure { throw installFailure }
    }
}
