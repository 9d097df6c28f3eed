import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Staging folders (`.DIR.staging-<uuid>`) and set-aside old catalogs (`.DIR.old-<uuid>`) that a killed
/// `explore catalog` left beside `DIR`.
///
/// A folder is removed only when it is a real folder (not a link), holds the marker with its full text, and no
/// process holds the marker's lock (``CatalogFolderMarker``): a live run's folder is locked, and a folder someone
/// else made has no marker. The marker is removed last, so a clean-up that is itself killed leaves a folder the
/// next run still recognises.
enum AbandonedCatalogFolders {
    /// Removes what killed runs left beside `destination`; returns the names removed.
    @discardableResult
    static func remove(beside destination: URL) -> [String] {
        let parent = destination.deletingLastPathComponent()
        let prefixes = [staging, old].map { ".\(destination.lastPathComponent).\($0)-" }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        return names.filter { name in prefixes.contains { name.hasPrefix($0) } }.sorted().filter { name in
            let folder = parent.appendingPathComponent(name, isDirectory: true)
            var status = stat()
            guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
                let lock = CatalogFolderMarker.abandoned(folder)
            else { return false }
            defer { close(lock) }
            return removeMarkedFolder(folder)
        }
    }

    /// Removes a folder's contents, then its marker, then the folder.
    @discardableResult
    static func removeMarkedFolder(_ folder: URL) -> Bool {
        let files = FileManager.default
        let names = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name != StagedCatalogDirectory.markerFileName {
            try? files.removeItem(at: folder.appendingPathComponent(name))
        }
        unlink(folder.appendingPathComponent(StagedCatalogDirectory.markerFileName).path)
        return rmdir(folder.path) == 0
    }

    /// The middle of a staging folder's name.
    static let staging = "staging"
    /// The middle of the name an old catalog has between the swap and its removal.
    static let old = "old"
}
