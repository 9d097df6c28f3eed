import CatalogExport
import Foundation
import Synchronization

/// Writes a catalog straight into a folder: the benchmark's stand-in for the App's staged directory, writing files
/// the same way (one `open(2)` per file in a folder already made, `write(2)`, no fsync).
struct FolderOutput: CatalogOutput {
    let root: URL
    private let folders = MadeFolders()

    init(root: URL) {
        self.root = root
    }

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        let file = AppendedFile(descriptor: try create(relativePath))
        try file.append(data)
        try file.close()
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        AppendedFile(descriptor: try create(relativePath))
    }

    /// In memory: the benchmark measures the renderers; `explore catalog` sets the same bytes aside in a file.
    func openScratch() throws(CatalogError) -> any CatalogScratch {
        MemoryScratch()
    }

    private func create(_ relativePath: String) throws(CatalogError) -> Int32 {
        let folder = relativePath.split(separator: "/").dropLast().joined(separator: "/")
        if !folders.contains(folder) {
            do {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(folder, isDirectory: true), withIntermediateDirectories: true)
            } catch {
                throw .output("\(relativePath): \(error)")
            }
            folders.insert(folder)
        }
        let descriptor = open(root.path + "/" + relativePath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { throw .fileNameCollision(relativePath) }
            throw .output("\(relativePath): \(String(cString: strerror(errno)))")
        }
        return descriptor
    }
}

private final class MadeFolders: Sendable {
    private let paths = Mutex<Set<String>>([""])

    func contains(_ path: String) -> Bool { paths.withLock { $0.contains(path) } }

    func insert(_ path: String) { _ = paths.withLock { $0.insert(path) } }
}

private final class AppendedFile: CatalogFileSink {
    private var descriptor: Int32

    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { if descriptor >= 0 { closeFile(descriptor) } }

    func append(_ data: Data) throws(CatalogError) {
        let failed = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno != EINTR { return true }
                offset += max(written, 0)
            }
            return false
        }
        if failed { throw .output(String(cString: strerror(errno))) }
    }

    func close() throws(CatalogError) {
        guard descriptor >= 0 else { return }
        let status = closeFile(descriptor)
        descriptor = -1
        if status != 0 { throw .output(String(cString: strerror(errno))) }
    }
}

private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

@discardableResult
private func closeFile(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
