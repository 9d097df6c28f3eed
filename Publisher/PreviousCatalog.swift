import CatalogExport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The catalog a run replaces, when `explore catalog` made it: a file of the new catalog whose bytes equal the old
/// file at the same path is hard-linked from it instead of written, so that it keeps its inode and modification time
/// after the swap, and rsync or an upload to a CDN sends only what changed (ADR 0023).
///
/// Only a folder its marker proves ours (``CatalogFolderMarker``) is read: a folder replaced with `--force` lends
/// nothing. A file is linked only when the bytes match, read from the file itself, so a page changed by hand, a
/// different format, territory or base URL, or another version of the program can only cost time, never give a wrong
/// page. Everything is reached through descriptors with `O_NOFOLLOW` (``OpenFolder``), and a link is checked to
/// have given the very file that was compared, so a file swapped meanwhile is written afresh.
final class PreviousCatalog: @unchecked Sendable {
    private let root: OpenFolder
    /// The permissions this run gives the files it creates: an old file with others is not lent.
    private let fileMode: mode_t
    /// The folders below the old catalog opened so far, by their path from its root; the page workers share them,
    /// behind a pthread mutex that ThreadSanitizer sees (Docs/Conventions.md).
    private var folders: [String: OpenFolder?] = [:]
    private let foldersLock = NSLock()

    /// The catalog in `folder`, when its marker proves `explore catalog` made it; `nil` otherwise. `fileMode` is
    /// what this run's new files get (the umask applied).
    init?(_ folder: OpenFolder, fileMode: mode_t) {
        guard CatalogFolderMarker.proves(folder) else { return nil }
        root = folder
        self.fileMode = fileMode
    }

    /// The bytes of the old catalog's file `name` at its root, when it has one of at most `limit` bytes.
    func contents(of name: String, limit: Int) -> Data? {
        guard let path = StagedPath(name), let old = open(path), old.size <= limit else { return nil }
        var data = Data(count: old.size)
        let read = data.withUnsafeMutableBytes { pread(old.descriptor, $0.baseAddress, $0.count, 0) }
        return read == old.size ? data : nil
    }

    /// The old file at `path` compared with `data`, the new file's bytes.
    func compare(_ data: Data, at path: StagedPath) -> Twin {
        guard let old = open(path) else { return .none }
        return old.size == data.count && old.bytes(at: 0, equal: data) ? .equal(old) : .differs
    }

    /// What the old catalog holds at a path, beside a new file's bytes.
    enum Twin {
        /// No file there (or one not lent: another owner or other permissions).
        case none
        /// A file whose bytes differ.
        case differs
        /// A file with the very same bytes, open for linking.
        case equal(OldFile)
    }

    /// The old file at `path`, open for reading, when it is a regular file this user owns with the mode a catalog
    /// gives its files (so that a link does not carry over a change of permissions); `nil` otherwise.
    func open(_ path: StagedPath) -> OldFile? {
        guard let folder = folder(path.folder) else { return nil }
        let descriptor = openat(folder.descriptor, path.name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            status.st_mode & 0o7777 == fileMode, status.st_uid == geteuid()
        else {
            close(descriptor)
            return nil
        }
        return OldFile(descriptor: descriptor, status: status)
    }

    /// Puts a hard link to `old` at `path` in `staging`; returns whether the file at `path` is now `old` itself. With
    /// `replacing`, the link takes the place of the file this run wrote there; without, nothing may be there yet,
    /// so that a name two pages share still fails when the second is written. The folder must exist in `staging`.
    func link(_ old: OldFile, at path: StagedPath, into staging: OpenFolder, replacing: Bool = false) -> Bool {
        guard let folder = folder(path.folder) else { return false }
        // A replacing link is made under a name of its own, then renamed over the new file, which stays until the link
        // is known to be the right file.
        let name = replacing ? path.path + ".\(old.identity.inode).link" : path.path
        guard linkat(folder.descriptor, path.name, staging.descriptor, name, 0) == 0 else { return false }
        // The old name may have been given to another file since it was opened: then the link is undone.
        guard let linked = staging.status(of: name), FileIdentity(linked) == old.identity,
            !replacing || renameat(staging.descriptor, name, staging.descriptor, path.path) == 0
        else {
            unlinkat(staging.descriptor, name, 0)
            return false
        }
        return true
    }

    /// The old catalog's folder at `path` (`""` is its root), opened one name at a time without following a link.
    private func folder(_ path: String) -> OpenFolder? {
        if path.isEmpty { return root }
        return foldersLock.withLock {
            if let folder = folders[path] { return folder }
            var folder: OpenFolder? = root
            for name in path.split(separator: "/") {
                folder = folder.flatMap { OpenFolder(named: String(name), in: $0) }
            }
            folders[path] = folder
            return folder
        }
    }
}

/// A file of the old catalog, open for reading; closed with the object.
final class OldFile {
    let descriptor: Int32
    let size: Int
    let identity: FileIdentity

    init(descriptor: Int32, status: stat) {
        self.descriptor = descriptor
        size = Int(status.st_size)
        identity = FileIdentity(status)
    }

    deinit { close(descriptor) }

    /// Whether the file holds exactly `data` from `offset` on.
    func bytes(at offset: Int, equal data: Data) -> Bool {
        guard offset + data.count <= size else { return false }
        var old = [UInt8](repeating: 0, count: data.count)
        var done = 0
        while done < old.count {
            let read = old.withUnsafeMutableBytes { buffer in
                let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[done...])
                return pread(descriptor, rest.baseAddress, rest.count, off_t(offset + done))
            }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { return false }
            done += read
        }
        // `memcmp`, not `elementsEqual`: a site compares hundreds of megabytes.
        return data.withUnsafeBytes { new in
            old.withUnsafeBytes { old in
                guard let new = new.baseAddress, let old = old.baseAddress else { return data.isEmpty }
                return memcmp(new, old, data.count) == 0
            }
        }
    }
}
