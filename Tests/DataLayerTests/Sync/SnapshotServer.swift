import Foundation

/// The loopback HTTP server of `Tests/Support/snapshot_server.py`, serving a folder on a free port of 127.0.0.1,
/// well or badly depending on the first path segment (`ok`, `404`, `truncate`, `stall`, ...; the script lists them).
final class SnapshotServer: Sendable {
    let port: Int
    private let process: Process

    private init(port: Int, process: Process) {
        self.port = port
        self.process = process
    }

    /// Starts the server on `root` and waits for it to print its port.
    ///
    /// The wait happens on a Dispatch thread: blocking one of the cooperative pool's few threads while other tests
    /// run would delay their timers, and the timeout tests measure time.
    static func start(serving root: URL) async throws -> SnapshotServer {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try launch(serving: root) })
            }
        }
    }

    private static func launch(serving root: URL) throws -> SnapshotServer {
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
            throw ServerDidNotStart(output: text)
        }
        return SnapshotServer(port: port, process: process)
    }

    /// `http://127.0.0.1:<port>/<behaviour>/<path>`.
    func url(_ behaviour: String, _ path: String = "") -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(behaviour)/\(path)")!
    }

    /// Kills the server. SIGKILL, because a child inherits the test runner's signal mask, which may block SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
    }

    /// Kills the server and waits until its port is closed, for tests of a server that is not there.
    func stopAndWait() async {
        stop()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                self.process.waitUntilExit()
                continuation.resume()
            }
        }
    }

    struct ServerDidNotStart: Error {
        var output: String
    }
}
