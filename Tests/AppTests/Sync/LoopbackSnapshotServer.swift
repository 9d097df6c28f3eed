import Foundation

/// `Tests/Support/snapshot_server.py` on a free port of 127.0.0.1: serves a folder, well (`/ok/…`) or by stalling
/// half-way through a snapshot (`/stall/…`).
final class LoopbackSnapshotServer: Sendable {
    let port: Int
    private let process: Process
    /// The server exits when its standard input closes, so it never outlives the test.
    private let lifeline: Pipe

    init(serving root: URL) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Support/snapshot_server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, root.deletingLastPathComponent().path, root.lastPathComponent]
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
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "server said: \(text)"])
        }
        self.port = port
        self.process = process
        self.lifeline = lifeline
    }

    /// `http://127.0.0.1:PORT/<behaviour>/<folder>/<file>` for a file of the served folder.
    func url(_ behaviour: String, folder: String, file: String) -> String {
        "http://127.0.0.1:\(port)/\(behaviour)/\(folder)/\(file)"
    }

    deinit {
        // SIGKILL: a child inherits the test runner's signal mask, which may block SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
