import DataLayer
import Domain
import Foundation
import GRDB

/// A snapshot file held for one long read, a catalog: its merchants and its ATMs through one connection, which keeps
/// reading the file it opened whatever a sync or an import renames over its path meanwhile.
///
/// The directories opened by path follow replacements (``FollowedSnapshot``), which is right for screens but would
/// let a catalog take its counts from one file and its pages from the next. A pinned pair reads everything through the
/// one connection opened here, the catalog's pass included; the file stays readable while it is open, even once
/// replaced.
public enum PinnedSnapshot {
    /// The merchants and ATMs of the file at `path` now.
    public static func open(path: String) throws(DirectoryError) -> (
        directory: IndexedDirectory, atms: SQLiteATMDirectory
    ) {
        // The catalog's pass reads each page once, in order: a small page cache is enough, as for a pass's own
        // connection (``IndexedDirectory/catalogStream(territory:batchSize:)``).
        let database = try DirectoryErrors.openQueue(
            path: path, configuration: IndexedDirectory.configuration(cacheKiB: 2048))
        return (
            try IndexedDirectory(path: path, pinnedTo: database),
            try SQLiteATMDirectory(path: path, pinnedTo: database)
        )
    }
}
