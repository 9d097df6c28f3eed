import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders a catalog never replaces, however they are named: the home folder, `explore`'s data folder, the
/// current folder, the folders of the files it reads and keeps (the snapshot, `--db`, and the local store, `--local`),
/// and every folder that holds one of them (the file-system root among them).
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
            + files.map { Self.folder($0.role, ($0.path as NSString).deletingLastPathComponent) }
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

/// Paths with every link and `..` resolved, as far as they exist.
enum ResolvedPath {
    /// `path` (absolute) with the longest part of it that exists resolved by `realpath(3)`, and the rest appended:
    /// the path that creating the missing folders would give.
    ///
    /// Resolution is physical, as the shell's `cd -P` and the kernel's: `link/..` is the folder above the link's
    /// target, not the folder that holds the link. Only the missing part, which holds no link, is read as text.
    static func of(_ path: String) -> String {
        var existing = path
        var missing: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                var parts = String(cString: real).split(separator: "/").map(String.init)
                for part in missing.reversed() where part != "." && !part.isEmpty {
                    if part == ".." {
                        _ = parts.popLast()
                    } else {
                        parts.append(part)
                    }
                }
                return "/" + parts.joined(separator: "/")
            }
            guard existing != "/", !existing.isEmpty else { return path }
            missing.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
    }
}
