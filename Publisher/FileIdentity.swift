#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's identity on this machine, its device and inode: the same however the file is reached (through a link,
/// `..` or a bind mount), and kept when the file is renamed.
public struct FileIdentity: Hashable, Sendable, CustomStringConvertible {
    public var device: UInt64
    public var inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    init(_ status: stat) {
        self.init(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The identity of the file at `path`, following links; `nil` when there is none.
    public static func of(_ path: String) -> FileIdentity? {
        var status = stat()
        return stat(path, &status) == 0 ? FileIdentity(status) : nil
    }

    /// `device:inode`, as the folder marker records it.
    public var description: String { "\(device):\(inode)" }
}
