import Foundation

/// A fresh folder under the system's temporary directory, removed by ``remove()``.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("explore-app-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Every path below the folder, relative to it, sorted: what a test expects to have been created.
    func contents() -> [String] {
        let paths = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []
        return paths.sorted()
    }
}
