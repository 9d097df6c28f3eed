#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Staging folders (`.DIR.staging-<uuid>`) and set-aside old catalogs (`.DIR.old-<uuid>`) that a killed
/// `explore catalog` left beside `DIR`.
///
/// A folder is removed only when it is a real folder (not a link), holds the marker written for that very folder,
/// and no process holds the marker's lock (``CatalogFolderMarker``): a live run's folder is locked, and a folder
/// someone else made has no such marker. The marker is removed last, so a clean-up that is itself killed leaves a
/// folder the next run still recognises. Nothing is reached through a link (``OpenFolder``).
enum AbandonedCatalogFolders {
    /// Removes what killed runs left beside the folder `name` in `parent`; returns the names removed, and the names
    /// of folders that are ours and abandoned but could not be removed (something in them is read-only or
    /// immutable): those stay, marked, for the next run to try again, and the caller reports them.
    @discardableResult
    static func remove(beside name: String, in parent: OpenFolder) -> (removed: [String], unremovable: [String]) {
        let prefixes = [staging, old].map { ".\(name).\($0)-" }
        let names = parent.names() ?? []
        var removed: [String] = []
        var unremovable: [String] = []
        for name in names.filter({ name in prefixes.contains { name.hasPrefix($0) } }).sorted() {
            guard let folder = OpenFolder(named: name, in: parent), let lock = CatalogFolderMarker.abandoned(folder)
            else { continue }
            defer { close(lock) }
            if removeMarkedFolder(folder, named: name, in: parent) {
                removed.append(name)
            } else {
                unremovable.append(name)
            }
        }
        return (removed, unremovable)
    }

    /// Removes a marked folder's contents, then its marker, then the folder; returns whether it is gone.
    @discardableResult
    static func removeMarkedFolder(_ folder: OpenFolder, named name: String, in parent: OpenFolder) -> Bool {
        var files = 0
        return removeMarkedFolder(folder, named: name, in: parent, counting: &files)
    }

    /// Removes a marked folder as ``removeMarkedFolder(_:named:in:)`` does, adding to `files` each file it held but
    /// the marker, removed or not.
    static func removeMarkedFolder(
        _ folder: OpenFolder, named name: String, in parent: OpenFolder, counting files: inout Int
    ) -> Bool {
        guard folder.removeContents(except: CatalogFolderMarker.fileName, counting: &files) else { return false }
        unlinkat(folder.descriptor, CatalogFolderMarker.fileName, 0)
        return unlinkat(parent.descriptor, name, AT_REMOVEDIR) == 0
    }

    /// The middle of a staging folder's name.
    static let staging = "staging"
    /// The middle of the name an old catalog has between the swap and its removal.
    static let old = "old"
}
