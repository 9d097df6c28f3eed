import Foundation

/// The package's target graph, read from `swift package dump-package`.
struct PackageGraph: Sendable {
    /// Target name → names of the targets and products it depends on.
    let dependencies: [String: [String]]

    /// Runs `swift package dump-package` on the package at `root`.
    ///
    /// Called from inside `swift test`, a nested `swift package` would wait forever on the `.build` lock the outer
    /// command holds; its own throw-away `--scratch-path` avoids the lock (and dump-package resolves nothing).
    static func load(from root: PackageRoot) throws -> PackageGraph {
        try parse(dump(root))
    }

    /// `swift package dump-package`'s JSON for the package at `root`.
    static func dump(_ root: PackageRoot) throws -> Data {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("explore-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", root.url.path, "--scratch-path", scratch.path,
            "dump-package",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GraphError.dumpFailed(process.terminationStatus) }
        return data
    }

    /// Reads the targets and their dependencies from dump-package's JSON.
    static func parse(_ json: Data) throws -> PackageGraph {
        struct Dump: Decodable {
            struct Target: Decodable {
                let name: String
                let dependencies: [[String: [Value?]]]
            }
            let targets: [Target]
        }
        // A dependency is {"byName": [name, condition]}, {"target": [...]} or {"product": [name, package, ...]}.
        enum Value: Decodable {
            case string(String)
            case other
            init(from decoder: any Decoder) throws {
                self = (try? decoder.singleValueContainer().decode(String.self)).map(Value.string) ?? .other
            }
        }
        let dump = try JSONDecoder().decode(Dump.self, from: json)
        var dependencies: [String: [String]] = [:]
        for target in dump.targets {
            dependencies[target.name] = target.dependencies.compactMap { dependency in
                guard case .string(let name)?? = dependency.values.first?.first else { return nil }
                return name
            }
        }
        return PackageGraph(dependencies: dependencies)
    }

    enum GraphError: Error {
        case dumpFailed(Int32)
    }
}
