import CatalogExport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A catalog output folder that appears whole or not at all.
///
/// Files go to a staging folder beside the destination (same file system, so a rename can swap it in);
/// ``commit()`` replaces the destination with it, and ``discard()`` throws it away, leaving any older catalog as it
/// was. The destination is checked first (``CatalogDestination``: no link, no protected folder, no foreign folder
/// unless forced) and again at the swap, and the folder it held is removed through descriptors that never follow a
/// link (``OpenFolder``). Folders a killed run left behind are removed when the next run starts
/// (``AbandonedCatalogFolders``). A file equal to the one at the same path in the catalog being replaced is that file,
/// hard-linked (``PreviousCatalog``, ADR 0023).
struct StagedCatalogDirectory: CatalogOutput {
    /// Where the catalog ends up, as checked.
    let destination: CatalogDestination
    /// Where it is written meanwhile.
    let staging: URL
    private let force: Bool
    private let protected: ProtectedFolders
    /// The real folder the destination and the staging folder are in; every rename and removal is relative to it.
    private let parent: OpenFolder
    private let stagingFolder: OpenFolder
    private let marker: CatalogFolderMarker
    /// The catalog at the destination when the run began, when `explore catalog` made it: its equal files are linked.
    private let previous: PreviousCatalog?
    /// Folders below the staging folder made so far, so that a file in a known folder costs one `open`.
    private let folders = CreatedFolders()
    /// The folders beside the destination that earlier runs left and this one could not remove, as paths.
    private let unremovable: [String]
    /// Files found equal to, or different from, the old catalog's file at the same path.
    let tally = TwinTally()

    /// Checks that `destination` may be replaced, removes what killed runs left beside it, and creates the staging
    /// folder with its locked marker.
    init(destination url: URL, force: Bool, protecting protected: ProtectedFolders) throws(CatalogError) {
        let destination = try CatalogDestination(checking: url, force: force, protecting: protected)
        self.destination = destination
        self.force = force
        self.protected = protected
        do {
            try FileManager.default.createDirectory(
                atPath: destination.parent, withIntermediateDirectories: true)
        } catch {
            throw .output("Cannot create \(destination.parent): \(error.localizedDescription)")
        }
        guard let parent = OpenFolder(path: destination.parent) else { throw Self.failure("open", destination.parent) }
        self.parent = parent
        unremovable = AbandonedCatalogFolders.remove(beside: destination.name, in: parent).unremovable.map {
            Self.path(of: $0, in: destination.parent)
        }
        let name = ".\(destination.name).\(AbandonedCatalogFolders.staging)-\(UUID().uuidString)"
        staging = URL(fileURLWithPath: destination.parent, isDirectory: true).appendingPathComponent(name)
        guard mkdirat(parent.descriptor, name, 0o755) == 0, let folder = OpenFolder(named: name, in: parent) else {
            throw Self.failure("create", staging.path)
        }
        stagingFolder = folder
        marker = try CatalogFolderMarker(in: folder)
        // The marker is the first file this run made: its permissions are what the umask leaves of `fileMode`.
        let fileMode = folder.status(of: CatalogFolderMarker.fileName).map { $0.st_mode & 0o7777 } ?? Self.fileMode
        previous = destination.existing.flatMap { existing in
            OpenFolder(named: destination.name, in: parent).flatMap { old in
                old.identity == existing ? PreviousCatalog(old, fileMode: fileMode) : nil
            }
        }
        CatalogsInProgress.begin(staging.path) { [parent, marker, name] in
            AbandonedCatalogFolders.removeMarkedFolder(folder, named: name, in: parent)
            marker.release()
        }
    }

    /// The publisher's settings the catalog being replaced keeps; none when it is not one `explore catalog` made.
    func keptSettings() -> SiteSettings {
        previous.map(SiteSettings.init(keptIn:)) ?? SiteSettings()
    }

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        let path = try folderMade(for: relativePath)
        // Compared outside the lock that creating takes, so that the workers compare at once.
        switch previous?.compare(data, at: path) ?? .none {
        case .none: break
        case .differs: tally.count(linked: false)
        case .equal(let old):
            let linked = try CatalogsInProgress.creating { [stagingFolder, previous] in
                previous?.link(old, at: path, into: stagingFolder) == true
            }
            tally.count(linked: linked)
            if linked { return }
        }
        let file = StagedFile(descriptor: try create(path), name: relativePath)
        try file.append(data)
        try file.close()
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        let path = try folderMade(for: relativePath)
        return StagedFile(
            descriptor: try create(path), path: path, staging: stagingFolder, previous: previous, tally: tally)
    }

    func openScratch() throws(CatalogError) -> any CatalogScratch {
        try CatalogsInProgress.creating { () throws(CatalogError) in try ScratchFile(in: stagingFolder) }
    }

    /// Checks `relativePath` and makes the folders it is in.
    private func folderMade(for relativePath: String) throws(CatalogError) -> StagedPath {
        guard let path = StagedPath(relativePath) else {
            throw .output("Refusing the file path \(relativePath.debugDescription).")
        }
        if !folders.contains(path.folder) {
            try CatalogsInProgress.creating { () throws(CatalogError) in
                do {
                    try FileManager.default.createDirectory(
                        at: staging.appendingPathComponent(path.folder, isDirectory: true),
                        withIntermediateDirectories: true)
                } catch {
                    throw .output("Cannot create the folder of \(relativePath): \(error.localizedDescription)")
                }
            }
            folders.insert(path.folder)
        }
        return path
    }

    /// Creates a new file and opens it for writing; returns its descriptor.
    ///
    /// No fsync: the swap is safe against the program failing, not against the machine losing power just after it
    /// (ADR 0023); `Data.write(to:)`, which calls fsync for every file on Linux, made a 100,000-page site take
    /// minutes.
    private func create(_ path: StagedPath) throws(CatalogError) -> Int32 {
        try CatalogsInProgress.creating { () throws(CatalogError) in
            // The staging folder is new and only this catalog writes in it: a file already there is a page name that
            // two pages share (``CatalogOutput``'s contract).
            let descriptor = openat(
                stagingFolder.descriptor, path.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, Self.fileMode
            )
            guard descriptor >= 0 else {
                if errno == EEXIST { throw .fileNameCollision(path.path) }
                throw .output("Cannot create \(path.path): \(String(cString: strerror(errno))).")
            }
            return descriptor
        }
    }

    /// The permissions a new file is created with, before the umask.
    static let fileMode: mode_t = 0o644

    /// Swaps the staging folder in for the destination, then deletes the old catalog. What is at the destination is
    /// checked again first: if it became a link, a protected folder, or a foreign folder (and it is not the one
    /// `--force` allowed), nothing is replaced. If the swap fails, the old catalog is put back.
    ///
    /// Returns the paths of set-aside old catalogs that stay beside the destination because they could not be
    /// removed (something in them is read-only or immutable): this run's, and earlier runs' that it tried again. The
    /// new catalog is in place all the same; each stays marked, and the next run tries again. Also returns how many
    /// files the old catalog held (`nil` when there was none of ours), for ``TwinTally/changes(written:oldFiles:)``.
    @discardableResult
    func commit() throws(CatalogError) -> (unremovable: [String], oldFiles: Int?) {
        let old = ".\(destination.name).\(AbandonedCatalogFolders.old)-\(UUID().uuidString)"
        var current: OpenFolder?
        do throws(CatalogError) {
            // Under the signal handler's lock: a signal stops the run before its swap, or waits for it to end.
            try CatalogsInProgress.swap(staging.path) { () throws(CatalogError) in current = try swapIn(aside: old) }
        } catch {
            discard()
            throw error
        }
        marker.release()
        guard let current else { return (unremovable, nil) }
        // Marked and locked while it goes, so that if this run dies part-way the next one finishes the job (a
        // folder replaced with --force has no marker of its own).
        let oldMarker = try? CatalogFolderMarker(in: current)
        var oldFiles = 0
        let removed = AbandonedCatalogFolders.removeMarkedFolder(current, named: old, in: parent, counting: &oldFiles)
        oldMarker?.release()
        return (
            removed ? unremovable : unremovable + [Self.path(of: old, in: destination.parent)],
            previous == nil ? nil : oldFiles
        )
    }

    /// The path of the folder `name` in the real folder `parent`.
    private static func path(of name: String, in parent: String) -> String {
        parent == "/" ? "/" + name : parent + "/" + name
    }

    /// Moves the folder at the destination aside as `old`, then the staging folder in; returns the folder moved
    /// aside. On failure the old catalog is back in place and the staging folder is left for the caller to discard.
    private func swapIn(aside old: String) throws(CatalogError) -> OpenFolder? {
        let current = try currentFolder()
        if let current {
            guard renameat(parent.descriptor, destination.name, parent.descriptor, old) == 0 else {
                throw Self.failure("move the old catalog aside from", destination.path)
            }
            // The rename moved whatever was at the path a moment ago: it must still be the folder just checked.
            guard OpenFolder(named: old, in: parent)?.identity == current.identity else {
                renameat(parent.descriptor, old, parent.descriptor, destination.name)
                throw .outputRefused("\(destination.path) changed while the catalog was written; nothing was replaced.")
            }
        }
        guard renameat(parent.descriptor, staging.lastPathComponent, parent.descriptor, destination.name) == 0 else {
            let error = Self.failure("move the new catalog into", destination.path)
            if current != nil { renameat(parent.descriptor, old, parent.descriptor, destination.name) }
            throw error
        }
        return current
    }

    /// The folder now at the destination, when there is one, checked as at the start: a folder that appeared
    /// meanwhile may be replaced only if it is empty or made by `explore catalog`, whatever `--force` said.
    private func currentFolder() throws(CatalogError) -> OpenFolder? {
        guard let status = parent.status(of: destination.name) else { return nil }
        guard status.st_mode & S_IFMT == S_IFDIR, let folder = OpenFolder(named: destination.name, in: parent),
            protected.conflict(path: destination.path, identity: folder.identity) == nil,
            (force && folder.identity == destination.existing) || CatalogDestination.mayReplace(folder)
        else {
            throw .outputRefused("\(destination.path) changed while the catalog was written; nothing was replaced.")
        }
        return folder
    }

    /// Removes the staging folder; the destination is untouched.
    func discard() {
        AbandonedCatalogFolders.removeMarkedFolder(stagingFolder, named: staging.lastPathComponent, in: parent)
        marker.release()
        CatalogsInProgress.end(staging.path)
    }

    private static func failure(_ action: String, _ path: String) -> CatalogError {
        .output("Cannot \(action) \(path): \(String(cString: strerror(errno))).")
    }
}
