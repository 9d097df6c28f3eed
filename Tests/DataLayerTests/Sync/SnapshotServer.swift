import Foundation

/// The loopback HTTP server of `Tests/Support/snapshot_server.py`, serving a folder on a free port of 127.0.0.1,
/// well or badly depending on the first path segment (`ok`, `404`, `truncate`, `stall`, ...; the script lists them).
final class SnapshotServer {
    let port: Int
    private let process: Process

    /// Starts the server on `root` and waits for it to print its port.
    init(serving root: URL) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Support/snapshot_server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, root.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw ServerDidNotStart(output: text)
        }
        self.port = port
        self.process = process
    }

    /// `http://127.0.0.1:<port>/<behaviour>/<path>`.
    func url(_ behaviour: String, _ path: String = "") -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(behaviour)/\(path)")!
    }

    func stop() {
        // SIGKILL, because a child inherits the test runner's signal mask, which may block SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    struct ServerDidNotStart: Error {
        var output: String
    }
}
