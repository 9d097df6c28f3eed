/// What is at a path that should name a regular file but does not.
///
/// Reading a named pipe would wait for a writer forever, and SQLite answers a folder with "disk I/O error": both are
/// refused before any read, and the error says which kind of thing was found.
public enum FileKind: String, Hashable, Sendable, Codable {
    /// A directory.
    case folder
    /// A named pipe (FIFO).
    case fifo
    /// A Unix domain socket.
    case socket
    /// A character or block device.
    case device
    /// Anything else that is not a regular file.
    case other
}
