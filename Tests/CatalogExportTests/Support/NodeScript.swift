import Foundation
import Testing

/// Runs a JavaScript program under Node.js (`node`), for tests of the site's script outside a browser.
enum NodeScript {
    /// What `program` prints when run with `arguments` (`process.argv[1]` onwards), or `nil` (with an issue recorded)
    /// when `node` is not installed, so a machine without it fails loudly instead of passing quietly.
    static func run(_ program: String, arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation)
        throws -> Data?
    {
        try node(["-e", program] + arguments, sourceLocation: sourceLocation)
    }

    /// What the script `file` prints when run with `arguments`, with `WebSocket` available (Node.js 20 and 21 have
    /// it behind a flag; later versions have it always and may not know the flag); `nil` as ``run(_:arguments:)``.
    static func run(file: URL, arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Data? {
        let flag =
            (try? node(["--experimental-websocket", "-e", ""], quietly: true, sourceLocation: sourceLocation)) != nil
        return try node(
            (flag ? ["--experimental-websocket"] : []) + [file.path] + arguments, sourceLocation: sourceLocation)
    }

    private static func node(_ arguments: [String], quietly: Bool = false, sourceLocation: SourceLocation)
        throws -> Data?
    {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin"
        let command = path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("node")
        }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let command else {
            Issue.record(
                "node is not installed: Scripts/install-prerequisites --test installs it.",
                sourceLocation: sourceLocation)
            return nil
        }
        let process = Process()
        process.executableURL = command
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if quietly { return process.terminationStatus == 0 ? printed : nil }
        #expect(process.terminationStatus == 0, "node failed: \(complaint)", sourceLocation: sourceLocation)
        return printed
    }
}
