import DataLayer
import Domain
import SnapshotFile

@testable import DirectoryIndex

extension IndexedDirectory {
    /// The accelerated directory of a file this program wrote, with derived tables that a marker vouches for: the
    /// tests' way in. A file that fails to open throws as ``open(path:)`` does; any other current file throws
    /// `.readFailed`, which no test expects.
    static func ours(_ path: String) throws(DirectoryError) -> IndexedDirectory {
        guard let directory = try open(path: path) else { throw .readFailed("\(path) has no trusted derived tables") }
        return directory
    }
}

extension SnapshotDirectory {
    /// The directory the program reads at `path` (``SnapshotDirectory``): the accelerated one on a file with trusted
    /// derived tables, the reference one on any other.
    static func reading(_ path: String) throws(DirectoryError) -> SnapshotDirectory {
        try SnapshotDirectory(path: path) { path throws(DirectoryError) in try SQLiteDirectory(path: path) }
    }
}
