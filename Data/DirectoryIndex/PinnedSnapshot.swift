import Domain
import Foundation
import GRDB
import SnapshotFile

/// A snapshot file held for one long read, a catalog: its merchants and its ATMs through one connection, which keeps
/// reading the file it opened whatever a sync or an import renames over its path meanwhile.
///
/// The directories opened by path follow replacements (``FollowedSnapshot``), which is right for screens but would
/// let a catalog take its counts from one file and its pages from the next. A pinned pair reads everything through the
/// one connection opened here, the catalog's pass included; the file stays readable while it is open, even once
/// replaced.
enum PinnedSnapshot {
    /// The merchants and ATMs of the file at `path` now; a file replaced meanwhile by one without trusted derived
    /// tables fails, as a catalog's pass does (``IndexedDirectory/catalogStream(territory:batchSize:)``).
    static func open(path: String) throws(DirectoryError) -> (directory: IndexedDirectory, atms: IndexedATMDirectory) {
        // The catalog's pass reads each page once, in order: a small page cache is enough, as for a pass's own
        // connection.
        let database = try DirectoryErrors.openQueue(
            path: path, configuration: IndexedDirectory.configuration(cacheKiB: 2048))
        let directory: IndexedDirectory
        do {
            directory = try IndexedDirectory(path: path, pinnedTo: database)
        } catch {
            switch error {
            case .directory(let error): throw error
            case .notIndexed:
                throw .readFailed(
                    "\(path) was replaced by a file without derived tables as the catalog began; run it again")
            }
        }
        return (directory, try IndexedATMDirectory(path: path, pinnedTo: database))
    }
}
