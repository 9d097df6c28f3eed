#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder held open by descriptor, never reached through a link.
///
/// Everything done through it (listing, checking the marker, removing) happens in the folder that was opened,
/// whatever is renamed or linked in its place meanwhile: each step below it is an `openat`/`unlinkat` relative to
/// a descriptor, with `O_NOFOLLOW`, so a link met on the way is removed itself and never followed.
final class OpenFolder: Sendable {
    /// The open folder (`O_DIRECTORY`), closed with the object.
    let descriptor: Int32
    /// The folder's device and inode, read once it was open.
    let identity: FileIdentity

    /// Opens the folder at `path`; `nil` (with `errno` set) when it is missing, a link, or not a folder. Links in
    /// the path above the last name are followed: callers pass a path they resolved.
    convenience init?(path: String) {
        self.init(opening: open(path, Self.flags))
    }

    /// Opens the folder `name` inside `parent`; `nil` when it is missing, a link, or not a folder.
    convenience init?(named name: String, in parent: OpenFolder) {
        self.init(opening: openat(parent.descriptor, name, Self.flags))
    }

    private init?(opening descriptor: Int32) {
        var status = stat()
        guard descriptor >= 0 else { return nil }
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.identity = FileIdentity(status)
    }

    deinit { close(descriptor) }

    private static let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC

    /// The names in the folder, without `.` and `..`; `nil` when it cannot be read.
    func names() -> [String]? {
        // A stream over a copy of the descriptor, rewound: the copy shares the position of earlier listings.
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return nil
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// What `name` in the folder is, without following a link; `nil` when there is nothing by that name.
    func status(of name: String) -> stat? {
        var status = stat()
        return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? status : nil
    }

    /// Removes everything in the folder but `kept`; returns whether all of it went.
    ///
    /// A link is removed itself, never what it points to; a folder on another file system (a mount point) is not
    /// entered, and stays. Nesting deeper than ``maximumDepth`` stays too, rather than using a descriptor a level.
    @discardableResult
    func removeContents(except kept: String? = nil) -> Bool {
        var files = 0
        return removeContents(except: kept, depth: 0, files: &files)
    }

    /// Removes everything in the folder but `kept`, as ``removeContents(except:)`` does, adding to `files` each file
    /// (anything but a folder) met on the way, removed or not; returns whether all of it went.
    func removeContents(except kept: String?, counting files: inout Int) -> Bool {
        removeContents(except: kept, depth: 0, files: &files)
    }

    /// Removes the entry `name`, a whole folder included, on the terms of ``removeContents(except:)``.
    @discardableResult
    func remove(_ name: String) -> Bool {
        var files = 0
        return remove(name, depth: 0, files: &files)
    }

    /// The first folder, the folder itself (`.`) or one below it (a relative path), whose entries cannot be removed
    /// because it is not writable; `nil` when ``removeContents(except:)`` could remove everything (permissions
    /// allowing). A folder on another file system is not entered, as removing does not enter it.
    func firstLockedFolder() -> String? {
        firstLockedFolder(depth: 0)
    }

    private func firstLockedFolder(depth: Int) -> String? {
        guard let names = names() else { return "." }
        if !names.isEmpty, faccessat(descriptor, ".", W_OK | X_OK, AT_EACCESS) != 0 { return "." }
        guard depth < Self.maximumDepth else { return nil }
        for name in names {
            guard let status = status(of: name), status.st_mode & S_IFMT == S_IFDIR,
                let child = OpenFolder(named: name, in: self), child.identity.device == identity.device
            else { continue }
            if let locked = child.firstLockedFolder(depth: depth + 1) {
                return locked == "." ? name : name + "/" + locked
            }
        }
        return nil
    }

    /// How deep ``removeContents(except:)`` goes: a catalog is two levels deep; a folder replaced with `--force`
    /// may be deeper, but not this deep.
    static let maximumDepth = 64

    private func removeContents(except kept: String?, depth: Int, files: inout Int) -> Bool {
        guard let names = names() else { return false }
        var removedAll = true
        for name in names where name != kept {
            removedAll = remove(name, depth: depth, files: &files) && removedAll
        }
        return removedAll
    }

    private func remove(_ name: String, depth: Int, files: inout Int) -> Bool {
        guard let status = status(of: name) else { return errno == ENOENT }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            files += 1
            return unlinkat(descriptor, name, 0) == 0 || errno == ENOENT
        }
        guard depth < Self.maximumDepth, let child = OpenFolder(named: name, in: self),
            child.identity.device == identity.device, child.removeContents(except: nil, depth: depth + 1, files: &files)
        else { return false }
        return unlinkat(descriptor, name, AT_REMOVEDIR) == 0
    }
}
