import CatalogExport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder a catalog goes to, checked before any work is done (Docs/CLI.md, ADR 0023).
///
/// The path is resolved first: links and `..` in the folders above `DIR` are followed to the real folder, so every
/// later step works on what the path really names. Then:
/// - `DIR` itself must not be a link: replacing a link would replace the link, not the folder it points to, and a
///   link is how a careless or hostile path reaches a folder it should not, so it is refused rather than guessed at;
/// - it must be a folder, or not exist yet;
/// - it must not be, or hold, a ``ProtectedFolders`` folder (home, data folder, current folder), with or without
///   `--force`;
/// - when it has anything in it, it must hold the marker written for it (``CatalogFolderMarker``), unless forced.
public struct CatalogDestination: Sendable, Equatable {
    /// The real folder `DIR` is in (it may not exist yet: the missing folders are created).
    public let parent: String
    /// `DIR`'s last name.
    public let name: String
    /// The folder at `DIR` when it was checked; `nil` when there was none.
    public let existing: FileIdentity?

    /// `DIR`, resolved.
    public var path: String { parent == "/" ? "/" + name : parent + "/" + name }

    /// Resolves `url` and checks that the folder there may be replaced, reading only.
    init(checking url: URL, force: Bool, protecting protected: ProtectedFolders) throws(CatalogError) {
        // Not `standardizedFileURL`: it removes `link/..` as text, where the file system goes up from the link's
        // target (``ResolvedPath``). A path ending in `.` or `..` names the folder it resolves to.
        var given = url.absoluteURL
        if [".", ".."].contains(given.lastPathComponent) {
            given = URL(fileURLWithPath: ResolvedPath.of(given.path), isDirectory: true)
        }
        let name = given.lastPathComponent
        guard given.path != "/", !name.isEmpty, name != ".", name != ".." else {
            throw .outputRefused("\(given.path) cannot be a catalog folder: it holds everything.")
        }
        self.name = name
        self.parent = ResolvedPath.of(given.deletingLastPathComponent().path)
        let path = parent == "/" ? "/" + name : parent + "/" + name
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw Self.unreadable(path) }
            try Self.refuseProtected(path, identity: nil, protected)
            existing = nil
            return
        }
        guard status.st_mode & S_IFMT != S_IFLNK else {
            throw .outputRefused(
                "\(given.path) is a symbolic link; name the folder itself (a catalog never replaces a link).")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .outputRefused("\(path) exists and is not a folder.") }
        guard let folder = OpenFolder(path: path) else { throw Self.unreadable(path) }
        try Self.refuseProtected(path, identity: folder.identity, protected)
        guard force || Self.mayReplace(folder) else {
            throw .outputRefused(
                "\(path) is not empty and was not made by explore catalog; use --force to replace it.")
        }
        if force, let locked = folder.firstLockedFolder() {
            throw .outputRefused(
                "\(path) cannot be replaced: \(locked == "." ? path : path + "/" + locked) is read-only, so what it holds "
                    + "could not be removed; nothing was written.")
        }
        existing = folder.identity
    }

    /// Whether `folder` may be replaced without `--force`: it is empty, or its marker proves `explore catalog`
    /// made it.
    static func mayReplace(_ folder: OpenFolder) -> Bool {
        folder.names()?.isEmpty == true || CatalogFolderMarker.proves(folder)
    }

    private static func refuseProtected(
        _ path: String, identity: FileIdentity?, _ protected: ProtectedFolders
    ) throws(CatalogError) {
        guard let folder = protected.conflict(path: path, identity: identity) else { return }
        let isIt = folder.path == path || (identity != nil && identity == folder.identity)
        throw .outputRefused(
            "\(path) \(isIt ? "is" : "holds") \(folder.role), which a catalog never replaces, with or without --force.")
    }

    private static func unreadable(_ path: String) -> CatalogError {
        .output("Cannot read \(path): \(String(cString: strerror(errno))).")
    }
}
