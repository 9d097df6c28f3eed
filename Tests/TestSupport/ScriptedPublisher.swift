import Domain
import Foundation

/// A ``SnapshotPublisher`` that answers from a script: a manifest (or an error), progress steps to report while
/// installing, and how the install ends. An install can be held half-way until the test releases it.
public actor ScriptedPublisher: SnapshotPublisher {
    private let manifest: Result<SnapshotManifest, SyncError>
    private let steps: [TransferProgress]
    private var installResult: Result<Void, SyncError>
    private var isHeld = false
    private var heldInstall: CheckedContinuation<Void, Never>?
    private var installWatchers: [CheckedContinuation<Void, Never>] = []
    /// The URLs whose manifest was read, in order.
    public private(set) var manifestRequests: [URL] = []
    /// Every install asked for, in order, whether it succeeded or not: what a real publisher would have downloaded.
    public private(set) var installs: [(manifest: SnapshotManifest, url: URL)] = []
    /// Manifests installed successfully, in order.
    public private(set) var installed: [SnapshotManifest] = []
    /// Whether each install asked for was forced, in the order of ``installs``.
    public private(set) var forced: [Bool] = []

    public init(
        manifest: Result<SnapshotManifest, SyncError>, steps: [TransferProgress] = [],
        installResult: Result<Void, SyncError> = .success(())
    ) {
        self.manifest = manifest
        self.steps = steps
        self.installResult = installResult
    }

    /// The next install reports its steps, then waits for ``release()``.
    public func holdInstall() { isHeld = true }

    public func release() {
        isHeld = false
        heldInstall?.resume()
        heldInstall = nil
    }

    /// Returns once an install has reported its steps and is waiting (or has run).
    public func waitUntilInstalling() async {
        if heldInstall != nil || !installed.isEmpty { return }
        await withCheckedContinuation { installWatchers.append($0) }
    }

    public func manifest(at url: URL) async throws(SyncError) -> SnapshotManifest {
        manifestRequests.append(url)
        return try manifest.get()
    }

    public func install(
        _ manifest: SnapshotManifest, from url: URL, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError) {
        try await install(manifest, from: url, force: false, progress: progress)
    }

    public func install(
        _ manifest: SnapshotManifest, from url: URL, force: Bool,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError) {
        installs.append((manifest, url))
        forced.append(force)
        for step in steps { progress(step) }
        if isHeld {
            await withCheckedContinuation { continuation in
                heldInstall = continuation
                for watcher in installWatchers { watcher.resume() }
                installWatchers.removeAll()
            }
        }
        try installResult.get()
        installed.append(manifest)
        for watcher in installWatchers { watcher.resume() }
        installWatchers.removeAll()
    }
}
