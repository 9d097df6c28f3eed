import Foundation
import Presentation

/// A catalog output folder that appears whole or not at all.
///
/// Files go to a staging folder beside the destination (same file system, so a rename can swap it in);
/// ``commit()`` replaces the destination with it, and ``discard()`` throws it away, leaving any older catalog as it
/// was. A folder made this way holds a marker file; a non-empty folder without one belongs to someone else and is
/// only replaced when forced. The file-system root and the home folder are never replaced.
struct StagedCatalogDirectory: CatalogOutput {
    /// The file that marks a folder as made by `explore catalog`.
    static let markerFileName = ".explore-catalog"
    static let markerText = "Made by `explore catalog`. The next run replaces this whole folder.\n"

    /// Where the catalog ends up.
    let destination: URL
    /// Where it is written meanwhile.
    let staging: URL

    /// Checks that `destination` may be replaced and creates the staging folder.
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
        let parent = destination.deletingLastPathComponent()
        staging = parent.appendingPathComponent(
            ".\(destination.lastPathComponent).staging-\(UUID().uuidString)", isDirectory: true)
        do {
            try files.createDirectory(at: parent, withIntermediateDirectories: true)
            try files.createDirectory(at: staging, withIntermediateDirectories: false)
            try Data(Self.markerText.utf8).write(to: staging.appendingPathComponent(Self.markerFileName))
        } catch {
            throw .output("Cannot create \(staging.path): \(error.localizedDescription)")
        }
    }

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        let handle = try create(relativePath)
        do {
            try handle.write(contentsOf: data)
            try handle.close()
        } catch {
            throw .output("Cannot write \(relativePath): \(error.localizedDescription)")
        }
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        StagedFile(handle: try create(relativePath), name: relativePath)
    }

    /// Creates (or empties) a file and opens it for writing.
    ///
    /// Not `Data.write(to:)`: on Linux it calls fsync for every file, which made a 100,000-page site take minutes.
    /// The swap is therefore safe against the program failing, not against the machine losing power just after
    /// it: a rerun repairs that.
    private func create(_ relativePath: String) throws(CatalogError) -> FileHandle {
        let file = try stagedURL(relativePath)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .output("Cannot create the folder of \(relativePath): \(error.localizedDescription)")
        }
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .output("Cannot create \(relativePath): \(String(cString: strerror(errno))).")
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Swaps the staging folder in for the destination, then deletes the old catalog. If the swap fails, the old
    /// catalog is put back and the staging folder removed.
    func commit() throws(CatalogError) {
        let files = FileManager.default
        let old = staging.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).old-\(UUID().uuidString)")
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
        if hadOld { try? files.removeItem(at: old) }
    }

    /// Removes the staging folder; the destination is untouched.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    /// The staged file for a renderer's relative path, refusing anything that could leave the staging folder.
    private func stagedURL(_ relativePath: String) throws(CatalogError) -> URL {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.isEmpty, !relativePath.hasPrefix("/"), relativePath.utf8.allSatisfy({ $0 >= 0x20 }),
            parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { throw .output("Refusing the file path \(relativePath.debugDescription).") }
        return staging.appendingPathComponent(relativePath)
    }
}

/// A staged file written in pieces.
private final class StagedFile: CatalogFileSink {
    private let handle: FileHandle
    private let name: String

    init(handle: FileHandle, name: String) {
        self.handle = handle
        self.name = name
    }

    func append(_ data: Data) throws(CatalogError) {
        do { try handle.write(contentsOf: data) } catch { throw .output("Cannot write \(name): \(error)") }
    }

    func close() throws(CatalogError) {
        do { try handle.close() } catch { throw .output("Cannot close \(name): \(error)") }
    }
}
