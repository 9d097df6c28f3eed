import CatalogExport
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A catalog output folder that appears whole or not at all.
///
/// Files go to a staging folder beside the destination (same file system, so a rename can swap it in);
/// ``commit()`` replaces the destination with it, and ``discard()`` throws it away, leaving any older catalog as it
/// was. A folder made this way holds a marker file, locked while the run works in it; a non-empty folder without one
/// belongs to someone else and is only replaced when forced. The file-system root and the home folder are never
/// replaced. Folders a killed run left behind are removed when the next run starts (``AbandonedCatalogFolders``).
struct StagedCatalogDirectory: CatalogOutput {
    /// The file that marks a folder as made by `explore catalog`.
    static let markerFileName = ".explore-catalog"
    static let markerText = "Made by `explore catalog`. The next run replaces this whole folder.\n"

    /// Where the catalog ends up.
    let destination: URL
    /// Where it is written meanwhile.
    let staging: URL
    private let marker: CatalogFolderMarker
    /// Folders below the staging folder made so far, so that a file in a known folder costs one `open`.
    private let folders = CreatedFolders()

    /// Checks that `destination` may be replaced, removes what killed runs left beside it, and creates the staging
    /// folder with its locked marker.
    init(destination: URL, force: Bool) throws(CatalogError) {
        let files = FileManager.default
        let destination = destination.standardizedFileURL
        self.destination = destination
        let path = destination.path
        let home = files.homeDirectoryForCurrentUser.standardizedFileURL.path
        guard path != "/", path != home else { throw .outputRefused("\(path) cannot be a catalog folder.") }
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .outputRefused("\(path) exists and is not a folder.") }
            let contents = (try? files.contentsOfDirectory(atPath: path)) ?? []
            if !contents.isEmpty && !contents.contains(Self.markerFileName) && !force {
                throw .outputRefused(
                    "\(path) is not empty and was not made by explore catalog; use --force to replace it.")
            }
        }
        AbandonedCatalogFolders.remove(beside: destination)
        let parent = destination.deletingLastPathComponent()
        staging = parent.appendingPathComponent(
            ".\(destination.lastPathComponent).\(AbandonedCatalogFolders.staging)-\(UUID().uuidString)",
            isDirectory: true)
        do {
            try files.createDirectory(at: parent, withIntermediateDirectories: true)
            try files.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw .output("Cannot create \(staging.path): \(error.localizedDescription)")
        }
        marker = try CatalogFolderMarker(in: staging)
    }

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        let descriptor = try create(relativePath)
        defer { closeDescriptor(descriptor) }
        try writeAll(data, to: descriptor, name: relativePath)
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        StagedFile(descriptor: try create(relativePath), name: relativePath)
    }

    /// Creates (or empties) a file and opens it for writing; returns its descriptor.
    ///
    /// No fsync: the swap is safe against the program failing, not against the machine losing power just after it
    /// (ADR 0015); `Data.write(to:)`, which calls fsync for every file on Linux, made a 100,000-page site take
    /// minutes.
    private func create(_ relativePath: String) throws(CatalogError) -> Int32 {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.isEmpty, !relativePath.hasPrefix("/"), relativePath.utf8.allSatisfy({ $0 >= 0x20 }),
            parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { throw .output("Refusing the file path \(relativePath.debugDescription).") }
        let folder = parts.dropLast().joined(separator: "/")
        if !folders.contains(folder) {
            do {
                try FileManager.default.createDirectory(
                    at: staging.appendingPathComponent(folder, isDirectory: true), withIntermediateDirectories: true)
            } catch {
                throw .output("Cannot create the folder of \(relativePath): \(error.localizedDescription)")
            }
            folders.insert(folder)
        }
        let descriptor = open(staging.path + "/" + relativePath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .output("Cannot create \(relativePath): \(String(cString: strerror(errno))).")
        }
        return descriptor
    }

    /// Swaps the staging folder in for the destination, then deletes the old catalog. If the swap fails, the old
    /// catalog is put back and the staging folder removed.
    func commit() throws(CatalogError) {
        let files = FileManager.default
        let old = staging.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).\(AbandonedCatalogFolders.old)-\(UUID().uuidString)")
        let hadOld = files.fileExists(atPath: destination.path)
        do {
            if hadOld { try files.moveItem(at: destination, to: old) }
        } catch {
            discard()
            throw .output("Cannot move the old catalog aside: \(error.localizedDescription)")
        }
        do {
            try files.moveItem(at: staging, to: destination)
        } catch {
            if hadOld { try? files.moveItem(at: old, to: destination) }
            discard()
            throw .output("Cannot move the new catalog into \(destination.path): \(error.localizedDescription)")
        }
        marker.release()
        guard hadOld else { return }
        // Marked and locked while it goes, so that if this run dies part-way the next one finishes the job.
        let oldMarker = try? CatalogFolderMarker(in: old)
        AbandonedCatalogFolders.removeMarkedFolder(old)
        oldMarker?.release()
    }

    /// Removes the staging folder; the destination is untouched.
    func discard() {
        AbandonedCatalogFolders.removeMarkedFolder(staging)
        marker.release()
    }
}

/// A staged file written in pieces.
private final class StagedFile: CatalogFileSink {
    private var descriptor: Int32
    private let name: String

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    deinit {
        if descriptor >= 0 { closeDescriptor(descriptor) }
    }

    func append(_ data: Data) throws(CatalogError) {
        guard descriptor >= 0 else { throw .output("Cannot write \(name): it is closed.") }
        try writeAll(data, to: descriptor, name: name)
    }

    func close() throws(CatalogError) {
        guard descriptor >= 0 else { return }
        let status = closeDescriptor(descriptor)
        descriptor = -1
        if status != 0 { throw .output("Cannot close \(name): \(String(cString: strerror(errno))).") }
    }
}

/// The folders made so far below a staging folder; `""` is the staging folder itself.
private final class CreatedFolders: Sendable {
    private let paths = Mutex<Set<String>>([""])

    func contains(_ path: String) -> Bool { paths.withLock { $0.contains(path) } }

    func insert(_ path: String) { _ = paths.withLock { $0.insert(path) } }
}

/// Writes all of `data`, however many calls `write(2)` needs.
private func writeAll(_ data: Data, to descriptor: Int32, name: String) throws(CatalogError) {
    let failure: Int32? = data.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
    if let failure { throw .output("Cannot write \(name): \(String(cString: strerror(failure))).") }
}

@discardableResult
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
