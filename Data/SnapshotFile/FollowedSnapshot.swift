import Domain
import Foundation
import Synchronization

/// A read-only connection that follows its path: when the file there is replaced (a sync or an import renames a new
/// snapshot over it), the next read opens the new file, so an open directory never goes on showing a snapshot that
/// is gone.
///
/// Each read compares the file's identity (device and inode, one `stat`) with the one it opened. A replacement
/// that cannot be opened as a directory (cut short, foreign) is not taken: the open connection still reads the old
/// file, which stays readable while it is open, and the same replacement is not tried again.
public final class FollowedSnapshot<Opened: Sendable, Failure: Error>: Sendable {
    private struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64
    }

    private let path: String
    private let open: @Sendable (String) throws(Failure) -> Opened
    private let current: Mutex<(identity: Identity?, opened: Opened)>
    /// Whether a replaced file is followed; a pinned connection keeps reading the file it opened.
    private let follows: Bool

    /// Opens the file at `path` with `open`, which fails as the adapter says (``DirectoryError`` for most), and
    /// opens each replacement the same way.
    public init(path: String, open: @escaping @Sendable (String) throws(Failure) -> Opened) throws(Failure) {
        self.path = path
        self.open = open
        self.follows = true
        let identity = Self.identity(of: path)
        current = Mutex((identity, try open(path)))
    }

    /// A connection that never follows: `opened`, whatever replaces the file at its path (``PinnedSnapshot``).
    public init(pinning opened: Opened, path: String) {
        self.path = path
        self.open = { _ throws(Failure) in opened }
        self.follows = false
        current = Mutex((nil, opened))
    }

    /// The connection to the file now at the path (or the pinned one).
    public var now: Opened {
        guard follows else { return current.withLock { $0.opened } }
        let identity = Self.identity(of: path)
        return current.withLock { state in
            guard let identity, identity != state.identity else { return state.opened }
            state.identity = identity
            if let opened = try? open(path) { state.opened = opened }
            return state.opened
        }
    }

    /// `nil` when nothing is at the path (a deleted file: the open connection still reads it).
    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
