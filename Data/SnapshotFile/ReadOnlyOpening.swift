import Foundation
import GRDB

/// How every SQLite file we only read is opened: read-only, immutable, after checking it is a regular file.
///
/// `immutable=1` tells SQLite the file cannot change while it is open, so it takes no locks and creates nothing
/// beside the file: a WAL-mode source gets no `-wal` or `-shm` files, and a file in a read-only folder opens too.
/// That promise holds for every file opened here: snapshots are replaced by renaming a new file over them, never
/// written in place, and import sources are never written by this program. A folder or a named pipe is refused
/// before SQLite sees it (SQLite would answer "disk I/O error", or wait for the pipe's writer forever).
public enum ReadOnlyOpening {
    /// How long a reader waits for a lock before failing: never needed with `immutable=1`, kept as a backstop.
    public static let busyTimeout: TimeInterval = 10

    /// A read-only connection to the file at `path`.
    ///
    /// Throws a `DatabaseError` with `SQLITE_CANTOPEN` when `path` is missing, unreadable or not a regular file (its
    /// message says which), so callers that map SQLite's errors need no other case; else what GRDB throws.
    public static func queue(path: String, configuration: Configuration = Configuration()) throws -> DatabaseQueue {
        if let problem = SourceFile.problem(at: path) {
            throw DatabaseError(resultCode: .SQLITE_CANTOPEN, message: describe(problem, path: path))
        }
        var configuration = configuration
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        return try DatabaseQueue(path: uri(for: path), configuration: configuration)
    }

    /// `file:` URI that opens `path` read-only and immutable, whatever characters the path holds.
    ///
    /// The SQLite this package links must interpret URIs (`SQLITE_USE_URI`): Debian builds it so.
    public static func uri(for path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let escaped = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
        return "file:\(escaped)?mode=ro&immutable=1"
    }

    private static func describe(_ problem: SourceFile.Refusal, path: String) -> String {
        switch problem {
        case .missing: "\(path) does not exist"
        case .unreadable: "\(path) cannot be read"
        case .notAFile(let kind): "\(path) is a \(kind.rawValue), not a file"
        }
    }
}
