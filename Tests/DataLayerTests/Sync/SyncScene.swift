import Domain
import Foundation

@testable import DataLayer
@testable import SnapshotFile

/// The files of one sync test: the snapshot in use at `app/directory.db` (an older version), and a newer one
/// published with its manifest in `pub/`. Call ``remove()`` when done.
struct SyncScene {
    static let oldVersion: Int64 = 1_700_000_000_000
    static let newVersion: Int64 = 1_710_000_000_000
    static let publishedNames = ["New Café", "New Books", "New Grocer"]

    let folder: SyncTestFolder
    /// The snapshot in use, which an install replaces.
    let current: URL
    let published: URL
    let manifestFile: URL
    private(set) var manifest: SnapshotManifest
    /// The current snapshot's bytes before the test did anything.
    let currentBytes: Data

    /// - Parameter writeCurrent: false for a first sync, with no snapshot in place yet.
    init(writeCurrent: Bool = true) throws {
        folder = try SyncTestFolder()
        current = try folder.file("app/directory.db")
        published = try folder.file("pub/directory.db")
        manifestFile = try folder.file("pub/manifest.json")
        if writeCurrent { try SnapshotFixture.write(to: current, version: Self.oldVersion) }
        currentBytes = (try? Data(contentsOf: current)) ?? Data()
        try SnapshotFixture.write(to: published, merchants: Self.publishedNames, version: Self.newVersion)
        manifest = try SnapshotManifestWriter().write(describing: published, to: manifestFile)
    }

    var manifestURL: URL { manifestFile }

    /// A publisher installing into ``current``: an idle limit short enough that tests do not wait long, and a limit on
    /// the whole transfer that a machine busy with the rest of the suite does not reach (tests of it pass their own).
    func publisher(
        sizeLimit: Int64 = URLSnapshotPublisher.defaultSizeLimit, idleTimeout: Duration = .seconds(5),
        timeout: Duration = .seconds(120), writer: FileWriting = .system,
        waitingForLock: @escaping @Sendable () -> Void = {}
    ) -> URLSnapshotPublisher {
        URLSnapshotPublisher(
            snapshot: current, sizeLimit: sizeLimit, limits: TransferLimits(idleTimeout: idleTimeout, timeout: timeout),
            writer: writer, waitingForLock: waitingForLock)
    }

    /// Whether the snapshot in use is byte-identical to what it was, with nothing left beside it.
    var currentIsUntouched: Bool {
        (try? Data(contentsOf: current)) == currentBytes && folder.names(in: "app") == ["directory.db"]
    }

    /// Rewrites the published manifest, changed as the test needs (a wrong checksum, say).
    mutating func republish(_ change: (inout SnapshotManifest) -> Void) throws {
        change(&manifest)
        try ManifestDocument(manifest).encoded().write(to: manifestFile)
    }

    /// Publishes other bytes under the same name, with a manifest that describes them truly (size and checksum),
    /// as a publisher with a broken pipeline would.
    mutating func republishFile(_ bytes: Data) throws {
        try bytes.write(to: published)
        let (size, sha256) = try SnapshotManifestWriter.digest(of: published)
        try republish {
            $0.size = size
            $0.sha256 = sha256
        }
    }

    func remove() {
        folder.remove()
    }
}
