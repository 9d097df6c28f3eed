/// Why a directory file could not be imported. In every case the snapshot in use was left as it was.
///
/// Cases carry facts (paths, sizes, SQLite's own words), never sentences: Presentation words them.
public enum ImportError: Error, Hashable, Sendable {
    /// The file does not exist or cannot be read. The string names it.
    case sourceUnavailable(String)
    /// The path names something other than a regular file (a folder, a named pipe).
    case notAFile(String, kind: FileKind)
    /// The file is empty (0 bytes).
    case empty(String)
    /// The file is not an SQLite database.
    case notSQLite(String)
    /// The file is shorter than its own header says: `size` of `expected` bytes.
    case cutShort(String, size: Int64, expected: Int64)
    /// SQLite's integrity check found these problems (the first few).
    case failsIntegrityCheck(String, problems: [String])
    /// SQLite found the file damaged while reading it; `detail` is SQLite's message.
    case corrupt(String, detail: String)
    /// The file computes values of its own where a directory stores them (``DirectoryError/computedData(_:what:)``).
    case computedData(String, what: String)
    /// The file's last changes are still in its write-ahead log (``DirectoryError/unsavedChanges(_:)``).
    case unsavedChanges(String)
    /// The file is an SQLite database without a merchant directory in it.
    case notADirectory(String)
    /// The file's `PRAGMA user_version` is not a directory version this program imports (1 to 4).
    case unsupportedSchema(Int)
    /// The destination is the source itself.
    case sameFile(String)
    /// Writing the new snapshot failed; the string is the system's or SQLite's reason.
    case writeFailed(String)
    /// The version the import was given cannot be a publication time (``SnapshotVersion/isPlausible(at:)``).
    case implausibleVersion(SnapshotVersion)
    /// The file (named here) is a wallet archive that cannot be read.
    case archive(String, ArchiveProblem)
}
