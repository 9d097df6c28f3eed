import Foundation

/// A fresh temporary folder for one test; the test removes it with ``remove()`` in a `defer`.
struct SyncTestFolder {
    let url: URL

    /// Where test folders are made; the loopback server serves those folders of it and nothing else.
    static let parent = FileManager.default.temporaryDirectory
    static let namePrefix = "explore-sync-"

    init() throws {
        url = Self.parent.appendingPathComponent("\(Self.namePrefix)\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder; its parent folders are created.
    func file(_ relativePath: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        return file
    }

    /// The names in a subfolder, sorted.
    func names(in relativePath: String) -> [String] {
        let folder = url.appendingPathComponent(relativePath).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
