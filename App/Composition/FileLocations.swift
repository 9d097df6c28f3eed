import CatalogPublisher
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `explore` keeps its two files: the directory snapshot and the local store.
///
/// The defaults follow the XDG base directory specification: `$XDG_DATA_HOME/explore/` when that variable holds
/// an absolute path (the specification says to ignore a relative one), else `~/.local/share/explore/`.
struct FileLocations: Hashable, Sendable {
    /// The directory snapshot (`--db`).
    var snapshot: URL
    /// The local store (`--local`).
    var localStore: URL
    /// The folder the defaults live in, whether or not they are used.
    var dataFolder: URL
    /// The home folder: `$HOME`, else the account's.
    var home: URL
    /// Whether the snapshot is the default one, which the first run may create; an explicit `--db` never is.
    var snapshotIsDefault: Bool
    /// Whether the local store is the default one.
    var localStoreIsDefault: Bool

    static let snapshotFileName = "directory.db"
    static let localStoreFileName = "local.db"

    /// Resolves `--db` and `--local` against the environment; relative paths are taken from `currentDirectory`.
    static func resolve(
        db: String?, local: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> FileLocations {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let dataFolder: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataFolder = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("explore")
        } else {
            dataFolder = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share/explore", isDirectory: true)
        }
        func explicit(_ path: String?) -> URL? {
            path.map { absoluteURL(for: $0, home: home, currentDirectory: currentDirectory) }
        }
        return FileLocations(
            snapshot: explicit(db) ?? dataFolder.appendingPathComponent(snapshotFileName),
            localStore: explicit(local) ?? dataFolder.appendingPathComponent(localStoreFileName),
            dataFolder: dataFolder, home: URL(fileURLWithPath: home, isDirectory: true), snapshotIsDefault: db == nil,
            localStoreIsDefault: local == nil)
    }

    /// Fails when `file` exists but is not a regular file: SQLite reports a folder as a "disk I/O error", and opening
    /// a FIFO waits for a writer for ever. Links are followed; a missing file passes (it may be created).
    static func requireFileOrNothing(at file: URL) throws(AppError) {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return }
        let kind: AppError.FileKind? =
            switch status.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: .folder
            case S_IFIFO: .fifo
            case S_IFSOCK: .socket
            case S_IFCHR, S_IFBLK: .device
            default: .other
            }
        if let kind { throw .notAFile(file.path, kind) }
    }

    /// A path from the command line as an absolute file URL: `~/` means the home folder (a shell expands it,
    /// but not inside `--db=~/x`), and relative paths start at `currentDirectory`. `..` is resolved physically, as the
    /// file system does (``ResolvedPath/physical(_:)``): `lk/../x` is beside the folder the link `lk` leads to, not
    /// `./x`; a link the path ends with stays a link, for the command to see.
    static func absoluteURL(
        for path: String, home: String = NSHomeDirectory(),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> URL {
        var expanded = path
        if expanded == "~" {
            expanded = home
        } else if expanded.hasPrefix("~/") {
            expanded = home + expanded.dropFirst(1)
        }
        let absolute = expanded.hasPrefix("/") ? expanded : currentDirectory + "/" + expanded
        return URL(fileURLWithPath: ResolvedPath.physical(absolute))
    }
}
