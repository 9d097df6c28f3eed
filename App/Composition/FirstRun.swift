import Domain
import Foundation
import Logging
import Terminal

/// Makes sure the snapshot a command reads exists, creating the default one from the built-in sample.
///
/// Only the default snapshot is ever created: a missing `--db` file is the user's mistake, reported and never
/// papered over with sample data. The Data layer writes the sample beside the target under a temporary name and
/// renames it into place under the writer lock, only if no snapshot arrived meanwhile (a sync or an import running
/// at the same time wins), so an interrupted first run leaves no half-written snapshot behind.
struct FirstRun: Sendable {
    var locations: FileLocations
    /// Writes a sample snapshot (the Data layer's generator, through ``Adapters``).
    var writeSample: @Sendable (SampleRequest, ProgressReporter) async throws -> Void
    var logger: Logger

    /// Returns when the snapshot exists; creates the default one first when it is missing.
    func ensureSnapshot() async throws {
        let snapshot = locations.snapshot
        if FileManager.default.fileExists(atPath: snapshot.path) { return }
        guard locations.snapshotIsDefault else { throw DirectoryError.missing(snapshot.path) }
        logger.notice("First run: creating the sample directory", metadata: ["path": "\(snapshot.path)"])
        let createdFolder = try Self.createFolder(locations.dataFolder)
        do {
            let progress = ProgressReporter(title: "Creating the sample directory", quietUnlessTerminal: true)
            try await writeSample(.firstRun(at: snapshot), progress)
            progress.finish()
        } catch {
            // Leave the machine as it was: no folder that only this attempt made (the Data layer left no file).
            if let createdFolder { Self.removeEmptyFolders(from: locations.dataFolder, upTo: createdFolder) }
            throw error
        }
    }

    /// Creates the folder of the default local store, right before the store is opened for writing.
    func prepareLocalStoreFolder() throws {
        guard locations.localStoreIsDefault else { return }
        try Self.createFolder(locations.dataFolder)
    }

    /// Creates the folder of the default snapshot, right before a new snapshot is written there (import).
    func prepareSnapshotFolder() throws {
        guard locations.snapshotIsDefault else { return }
        try Self.createFolder(locations.dataFolder)
    }

    /// Removes `folder` and its parents up to `topmost`, each only if empty (another process may be using it).
    private static func removeEmptyFolders(from folder: URL, upTo topmost: URL) {
        var current = folder.standardizedFileURL
        let stop = topmost.standardizedFileURL.path
        while current.path.hasPrefix(stop) {
            guard (try? FileManager.default.contentsOfDirectory(atPath: current.path))?.isEmpty == true,
                (try? FileManager.default.removeItem(at: current)) != nil, current.path != stop
            else { return }
            current = current.deletingLastPathComponent()
        }
    }

    /// Creates `folder` and any missing parents; returns the topmost folder it created, `nil` when all existed.
    @discardableResult
    private static func createFolder(_ folder: URL) throws -> URL? {
        var topmostMissing: URL?
        var candidate = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: candidate.path), candidate.path != "/" {
            topmostMissing = candidate
            candidate = candidate.deletingLastPathComponent()
        }
        do {
            // Private, as the XDG specification asks of the folders it creates, whatever the umask.
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw AppError.cannotWrite(folder.path, reason: error.localizedDescription)
        }
        return topmostMissing
    }
}
