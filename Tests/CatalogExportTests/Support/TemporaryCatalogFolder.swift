import CatalogExport
import Foundation

/// A ``CatalogOutput`` writing into a fresh temporary folder, which ``remove()`` deletes.
final class TemporaryCatalogFolder: CatalogOutput {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        let file = url.appendingPathComponent(relativePath)
        guard !FileManager.default.fileExists(atPath: file.path) else { throw .fileNameCollision(relativePath) }
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        } catch {
            throw .output("\(relativePath): \(error)")
        }
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        try write(Data(), to: relativePath)
        do {
            return AppendingFile(handle: try FileHandle(forWritingTo: url.appendingPathComponent(relativePath)))
        } catch {
            throw .output("\(relativePath): \(error)")
        }
    }

    func openScratch() throws(CatalogError) -> any CatalogScratch {
        MemoryScratch()
    }

    /// Every file below the folder, as sorted relative paths.
    func relativePaths() -> [String] {
        Self.relativePaths(below: url)
    }

    /// Every file below `url`, as sorted relative paths; empty when the folder does not exist.
    static func relativePaths(below url: URL) -> [String] {
        let root = url.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        var paths: [String] = []
        while let file = enumerator?.nextObject() as? URL {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            paths.append(String(file.standardizedFileURL.path.dropFirst(root.count)))
        }
        return paths.sorted()
    }

    func contents(of relativePath: String) throws -> Data {
        try Data(contentsOf: url.appendingPathComponent(relativePath))
    }
}

/// A file handle appended to; closed once.
private final class AppendingFile: CatalogFileSink {
    let handle: FileHandle

    init(handle: FileHandle) {
        self.handle = handle
    }

    func append(_ data: Data) throws(CatalogError) {
        do { try handle.write(contentsOf: data) } catch { throw .output("\(error)") }
    }

    func close() throws(CatalogError) {
        do { try handle.close() } catch { throw .output("\(error)") }
    }
}
