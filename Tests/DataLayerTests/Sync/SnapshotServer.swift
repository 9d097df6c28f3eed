import Foundation

/// The loopback HTTP server of `Tests/Support/snapshot_server.py`, on a free port of 127.0.0.1, serving the tests'
/// folders (``SyncTestFolder``) well or badly depending on the first path segment (`ok`, `404`, `truncate`,
/// `stall`, ...; the script lists them).
final class SnapshotServer: Sendable {
    let port: Int
    private let process: Process
    /// The server's standard input: it exits when this closes, so it never outlives the test process.
    private let lifeline: Pipe

    private init(port: Int, process: Process, lifeline: Pipe) {
        self.port = port
        self.process = process
        self.lifeline = lifeline
    }

    /// One server for the whole test run: Python takes a few tenths of a second to start, which adds up when the
    /// machine is busy.
    static func shared() async throws -> SnapshotServer {
        try await sharedStart.value
    }

    private static let sharedStart = Task { try await start() }

    /// Starts a server of its own, for a test that stops it.
    ///
    /// The wait for its port happens on a Dispatch thread: blocking one of the cooperative pool's few threads would
    /// delay other tests' timers, and the timeout tests measure time.
    static func start() async throws -> SnapshotServer {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try launch() })
            }
        }
    }

    private static func launch() throws -> SnapshotServer {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Support/snapshot_server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, SyncTestFolder.parent.path, SyncTestFolder.namePrefix]
        let output = Pipe()
        let lifeline = Pipe()
        process.standardOutput = output
        process.standardInput = lifeline
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
        return SnapshotServer(port: port, process: process, lifeline: lifeline)
    }

    /// The URL of a file in a test's folder, asked for with a behaviour: `http://127.0.0.1:<port>/<behaviour>/...`.
    func url(_ behaviour: String, _ file: URL) -> URL {
        let parent = SyncTestFolder.parent.standardizedFileURL.pathComponents
        let relative = file.standardizedFileURL.pathComponents.dropFirst(parent.count).joined(separator: "/")
        return URL(string: "http://127.0.0.1:\(port)/\(behaviour)/\(relative)")!
    }

    /// Kills the server and waits until its port is closed, for tests of a server that is not there.
    /// SIGKILL, because a child inherits the test runner's signal mask, which may block SIGTERM.
    func stopAndWait() async {
        kill(process.processIdentifier, SIGKILL)
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
