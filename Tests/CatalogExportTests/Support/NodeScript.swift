import Foundation
import TestSupport
import Testing

/// Runs a JavaScript program under Node.js (`node`), for tests of the site's script outside a browser.
enum NodeScript {
    /// What `program` prints when run with `arguments` (`process.argv[1]` onwards), or `nil` (with an issue recorded)
    /// when `node` is not installed, so a machine without it fails loudly instead of passing quietly.
    static func run(_ program: String, arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> Data?
    {
        try await node(["-e", program] + arguments, sourceLocation: sourceLocation)
    }

    /// What the script `file` prints when run with `arguments`, with `WebSocket` available (Node.js 20 and 21 have
    /// it behind a flag; later versions have it always and may not know the flag); `nil` as ``run(_:arguments:)``.
    static func run(file: URL, arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> Data?
    {
        let flag =
            (try? await node(["--experimental-websocket", "-e", ""], quietly: true, sourceLocation: sourceLocation))
            != nil
        return try await node(
            (flag ? ["--experimental-websocket"] : []) + [file.path] + arguments, sourceLocation: sourceLocation)
    }

    private static func node(_ arguments: [String], quietly: Bool = false, sourceLocation: SourceLocation)
        async throws -> Data?
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
        let ended = try await ChildProcess.run(process)
        if quietly { return ended.status == 0 ? ended.output : nil }
        #expect(ended.status == 0, "node failed: \(ended.errorText)", sourceLocation: sourceLocation)
        return ended.output
    }
}
