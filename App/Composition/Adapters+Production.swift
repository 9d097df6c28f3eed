import DataLayer
import DirectoryIndex
import Domain
import Foundation
import Terminal

extension Adapters {
    /// The adapters of the real program: the only place that constructs the Data layer's types.
    static let production = Adapters(
        // Opened read-only; it never creates a missing file. A file this program wrote or installed is read by the
        // accelerated directory, any other by the reference one (`SnapshotDirectory` chooses, Docs/adr/0011).
        openDirectory: { snapshot in
            try SnapshotDirectory(path: snapshot.path) { path throws(DirectoryError) in
                try SQLiteDirectory(path: path)
            }
        },
        // The accelerated ATM and place readers read any current file, with or without derived tables.
        openATMDirectory: { snapshot in try IndexedATMDirectory(path: snapshot.path) },
        openPlaces: { snapshot in try IndexedPlaceDirectory(path: snapshot.path) },
        // Creates and migrates its file.
        openLocalStore: { file in try SQLiteLocalStore(path: file.path) },
        // The providers' live API, when `--ctx-url` (or `EXPLORE_CTX_URL`) names a CTX-shaped endpoint; otherwise
        // every offer resolves from the snapshot (Docs/CLI.md says why there is no built-in address). A program built
        // without the Network trait has no HTTP client: its offers always come from the snapshot.
        liveInfo: { ctx in
            #if Network
                ctx.map { HTTPLiveInfoSource(endpoints: [.ctx: $0]) }
            #else
                nil
            #endif
        },
        // Downloads beside the snapshot, verifies, then renames over it under the writer lock.
        snapshotPublisher: { snapshot, timeout, progress in
            URLSnapshotPublisher(
                snapshot: snapshot, timeout: timeout,
                waitingForLock: { progress?.note(ProgressReporter.waitingForLock) }, indexing: DerivedTables())
        },
        // The generator writes to a temporary file and renames it into place under the writer lock: over anything
        // when asked to replace, else only where no snapshot is (a first run never replaces a sync's snapshot).
        writeSample: { request, progress in
            let version = request.version.map(SnapshotVersion.init) ?? SampleDirectoryGenerator.defaultVersion
            let outcome = try SampleDirectoryGenerator(
                merchantCount: request.merchants, seed: request.seed, version: version,
                style: request.isShowcase ? .showcase : .benchmark, indexing: DerivedTables()
            ).install(
                at: request.destination.path, rule: request.replacesExisting ? .always : .ifMissing,
                waitingForLock: { progress.note(ProgressReporter.waitingForLock) })
            guard outcome == .replaced else { throw AppError.fileExists(request.destination.path) }
            progress.update(completed: Int64(request.merchants), total: Int64(request.merchants))
            if let manifest = request.manifest {
                try SnapshotManifestWriter().write(describing: request.destination, to: manifest)
            }
        },
        writeManifest: { snapshot, manifest in try SnapshotManifestWriter().write(describing: snapshot, to: manifest) },
        existingManifest: { manifest in SnapshotManifestWriter().existingManifest(at: manifest) },
        stampVersion: { snapshot, version in try SnapshotManifestWriter().stamp(snapshot, with: version) },
        writeWalletArchive: { snapshot, archive in try WalletArchiveWriter().write(describing: snapshot, to: archive) },
        // v1–v4 file → a new v4 snapshot, swapped in atomically; the source is opened read-only.
        importDirectory: { source, snapshot, version, progress in
            let summary = try LegacyDirectoryImporter(indexing: DerivedTables()).importDirectory(
                from: source.path, to: snapshot.path, version: version.map(SnapshotVersion.init(timestamp:)),
                waitingForLock: { progress.note(ProgressReporter.waitingForLock) })
            progress.update(completed: Int64(summary.merchantRows), total: Int64(summary.merchantRows))
            return summary
        },
        checkIntegrity: { snapshot, full in SnapshotIntegrity.check(path: snapshot.path, full: full) }
    )
}
