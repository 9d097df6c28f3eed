import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders a catalog never replaces, however they are named: the home folder, `explore`'s data folder, the
/// current folder, the folders of the files it reads and keeps (the snapshot, `--db`, and the local store, `--local`),
/// and every folder that holds one of them (the file-system root among them). A file reached through a link protects
/// the folder of the link and the folder of the file it leads to.
///
/// Compared by resolved path and by device and inode, never by the text given: a link to the home folder, a path
/// through `..`, or a bind mount of it all name the same folder.
public struct ProtectedFolders: Sendable {
    /// One protected folder: what it is (for the refusal), its resolved path, and the identities of it and of every
    /// folder above it that exists.
    struct Folder: Sendable {
        var role: String
        var path: String
        /// The folder's own identity, when it exists.
        var identity: FileIdentity?
        /// The identities of the folder and of every folder above it.
        var identities: Set<FileIdentity>
    }

    var folders: [Folder]

    /// Protects `home` folders, the data folder, the current folder and the folders of `files` (role and path),
    /// each given as an absolute path.
    public init(home: [String], dataFolder: String, currentFolder: String, files: [(role: String, path: String)] = []) {
        folders =
            home.map { Self.folder("the home folder", $0) }
            + [Self.folder("explore's data folder", dataFolder), Self.folder("the current folder", currentFolder)]
            + files.flatMap(Self.folders(holding:))
    }

    /// The folder of `file` as named and the folder of the file it really is: through a link (`--db other/link.db`,
    /// the link to `snapdir/mine.db`), removing `snapdir` would remove the file read, and removing `other` the link.
    private static func folders(holding file: (role: String, path: String)) -> [Folder] {
        let named = (file.path as NSString).deletingLastPathComponent
        let real = (ResolvedPath.ofFile(file.path) as NSString).deletingLastPathComponent
        let folders = [folder(file.role, named)]
        return ResolvedPath.of(named) == real ? folders : folders + [folder(file.role, real)]
    }

    /// The protected folder that replacing the folder at `path` (resolved; with `identity` when it exists) would
    /// remove, itself or with what holds it; `nil` when there is none.
    func conflict(path: String, identity: FileIdentity?) -> Folder? {
        folders.first { folder in
            folder.path == path || path == "/" || folder.path.hasPrefix(path + "/")
                || identity.map(folder.identities.contains) == true
        }
    }

    private static func folder(_ role: String, _ path: String) -> Folder {
        let resolved = ResolvedPath.of(path)
        var identities: Set<FileIdentity> = []
        // The resolved path has no links or `..` left, so its text prefixes are the folders that hold it.
        var current = resolved
        while true {
            if let identity = FileIdentity.of(current) { identities.insert(identity) }
            if current == "/" { break }
            current = (current as NSString).deletingLastPathComponent
        }
        return Folder(role: role, path: resolved, identity: FileIdentity.of(resolved), identities: identities)
    }
}
