import Foundation

/// The package being checked: this checkout, or the tree named by `EXPLORE_ARCHITECTURE_ROOT`.
///
/// The override lets `Scripts/check-enforcement` plant a violation in a temporary copy and run these same tests
/// against it, proving they fail.
struct PackageRoot: Sendable {
    let url: URL

    static let current: PackageRoot = {
        if let override = ProcessInfo.processInfo.environment["EXPLORE_ARCHITECTURE_ROOT"], !override.isEmpty {
            return PackageRoot(url: URL(fileURLWithPath: override))
        }
        // This file is Tests/ArchitectureTests/PackageRoot.swift.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return PackageRoot(url: url)
    }()

    /// Paths, relative to the root, of the Swift files under a folder, sorted.
    func swiftFiles(under folder: String) throws -> [String] {
        let base = url.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        let prefix = url.path.hasSuffix("/") ? url.path : url.path + "/"
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .map { String($0.path.dropFirst(prefix.count)) }
            .sorted()
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
