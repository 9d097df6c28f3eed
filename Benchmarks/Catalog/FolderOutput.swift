import Foundation
import Presentation

/// Writes a catalog straight into a folder: the benchmark's stand-in for the App's staged directory, writing files
/// the same way (no fsync per file).
struct FolderOutput: CatalogOutput {
    let root: URL

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        let handle = try create(relativePath)
        do {
            try handle.write(contentsOf: data)
            try handle.close()
        } catch {
            throw .output("\(relativePath): \(error)")
        }
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        AppendedFile(handle: try create(relativePath))
    }

    private func create(_ relativePath: String) throws(CatalogError) -> FileHandle {
        let file = root.appendingPathComponent(relativePath)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .output("\(relativePath): \(error)")
        }
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .output("\(relativePath): \(String(cString: strerror(errno)))") }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}

private final class AppendedFile: CatalogFileSink {
    let handle: FileHandle

    init(handle: FileHandle) { self.handle = handle }

    func append(_ data: Data) throws(CatalogError) {
        do { try handle.write(contentsOf: data) } catch { throw .output("\(error)") }
    }

    func close() throws(CatalogError) {
        do { try handle.close() } catch { throw .output("\(error)") }
    }
}
