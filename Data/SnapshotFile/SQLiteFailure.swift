import GRDB

/// What SQLite's failures mean to a person, as a clause for the Domain's errors ("Could not save your change: the
/// disk is full."): never SQLite's own text with its statement and code.
public enum SQLiteFailure {
    /// The reason `error` gives, for the file `file`.
    public static func reason(_ error: any Error, file: String) -> String {
        guard let error = error as? DatabaseError else { return "\(type(of: error)) failed" }
        return switch error.resultCode {
        case .SQLITE_READONLY: "\(file) is read-only"
        case .SQLITE_FULL: "the disk is full"
        case .SQLITE_IOERR: "the disk reported an input/output error"
        case .SQLITE_BUSY, .SQLITE_LOCKED: "another program kept \(file) busy"
        case .SQLITE_CANTOPEN: "\(file) cannot be opened"
        case .SQLITE_PERM, .SQLITE_AUTH: "permission to use \(file) was denied"
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: "\(file) is damaged"
        case .SQLITE_TOOBIG: "a value is too large"
        case .SQLITE_NOMEM: "the program ran out of memory"
        default: "SQLite failed on \(file) (error \(error.resultCode.rawValue))"
        }
    }
}
