/// Why a legacy directory file could not be imported. In every case nothing was written at the destination.
public enum ImportError: Error, Hashable, Sendable {
    /// The file does not exist or cannot be read. The string names it.
    case sourceUnavailable(String)
    /// The file is empty (0 bytes).
    case empty(String)
    /// The file is not an SQLite database.
    case notSQLite(String)
    /// The file is an SQLite database but damaged or cut short; the string says what was found.
    case corrupt(String)
    /// The file is an SQLite database without a merchant directory in it.
    case notADirectory(String)
    /// The file's `PRAGMA user_version` is not a directory version this program imports (1 to 4).
    case unsupportedSchema(Int)
    /// The destination is the source itself.
    case sameFile(String)
    /// Writing the new snapshot failed; the string says why.
    case writeFailed(String)

    /// One sentence for people.
    public var message: String {
        switch self {
        case .sourceUnavailable(let path): "Cannot read \(path): the file is missing or not readable."
        case .empty(let path): "\(path) is empty: it holds no directory."
        case .notSQLite(let path): "\(path) is not an SQLite database."
        case .corrupt(let reason): "The file is damaged: \(reason)."
        case .notADirectory(let path): "\(path) is an SQLite database, but not a merchant directory."
        case .unsupportedSchema(let version):
            "The file has schema version \(version); only directory versions 1 to 4 can be imported."
        case .sameFile(let path): "Cannot import \(path) onto itself: choose another destination."
        case .writeFailed(let reason): "Could not write the new directory: \(reason)."
        }
    }
}
