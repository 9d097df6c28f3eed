import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file from outside that we only read (an import's source, a `file://` manifest or snapshot, a `--db` file),
/// checked so that reading it can neither hang nor mislead.
///
/// Links are followed: the file a link names is the one read. A named pipe would block `open(2)` until a writer
/// came, so files are opened with `O_NONBLOCK` and checked with `fstat` before a byte is read; a folder, a pipe, a
/// socket or a device is refused with its kind.
public enum SourceFile {
    /// Why a path cannot be read as a file.
    public enum Refusal: Error, Equatable {
        case missing
        case unreadable
        case notAFile(FileKind)
    }

    /// Whether the SQLite file at `path` is in WAL mode with a write-ahead log beside it that holds frames: changes
    /// a reader that opens the file immutable (``ReadOnlyOpening``) would not see. A wallet's file copied while the
    /// wallet had it open is such a file. The log is looked for beside the file a link names, where SQLite looks.
    public static func hasUnsavedLog(_ path: String) -> Bool {
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let handle = try? open(file), let header = try? handle.read(upToCount: 20), header.count == 20,
            header[header.startIndex + 18] == 2 || header[header.startIndex + 19] == 2
        else { return false }
        var info = stat()
        // A log of its 32-byte header alone holds no change.
        return stat(file + "-wal", &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_size > 32
    }

    /// `nil` when `path` names (directly or through links) a readable regular file; else why not.
    public static func problem(at path: String) -> Refusal? {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        if let kind = kind(of: info) { return .notAFile(kind) }
        return access(path, R_OK) == 0 ? nil : .unreadable
    }

    /// Opens a regular file for reading, without blocking whatever is at `path`; the handle closes itself.
    public static func open(_ path: String) throws(Refusal) -> FileHandle {
        let descriptor = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            _ = close(descriptor)
            throw .unreadable
        }
        if let kind = kind(of: info) {
            _ = close(descriptor)
            throw .notAFile(kind)
        }
        // A regular file never blocks, but later reads should not see EAGAIN either.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// The size of an open file, from `fstat`: the file a link names, not the link.
    public static func size(of handle: FileHandle) -> Int64? {
        var info = stat()
        guard fstat(handle.fileDescriptor, &info) == 0 else { return nil }
        return Int64(info.st_size)
    }

    /// `nil` for a regular file; the kind of anything else.
    private static func kind(of info: stat) -> FileKind? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .folder
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        case S_IFCHR, S_IFBLK: .device
        default: .other
        }
    }

    private static func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags)
        #else
            Darwin.open(path, flags)
        #endif
    }
}
