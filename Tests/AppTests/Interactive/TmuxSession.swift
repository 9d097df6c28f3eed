import Foundation
import TestSupport
import Testing

/// A detached tmux server with one pane running a command, on a socket of its own: a real terminal for the
/// interactive mode, driven by keys and read back as text.
struct TmuxSession {
    /// Where tmux is looked for; `.ci/run` installs it.
    static let candidates = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]

    let tmux: String
    let socket: String
    let columns: Int
    let rows: Int

    /// Starts `command` (run by `sh -c`) in a `columns`×`rows` pane. Fails the test with a clear message when tmux
    /// is missing.
    init(command: String, columns: Int = 100, rows: Int = 30) throws {
        let found = Self.candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
        tmux = try #require(found, "tmux is not installed: apt-get install -y tmux (.ci/run does)")
        socket = "explore-test-\(UUID().uuidString)"
        self.columns = columns
        self.rows = rows
        // The server forks from this call and outlives it: started without `Process` (see ``Spawn``).
        let status = try Spawn.run(
            tmux,
            [
                "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s",
                "main", command,
            ])
        try #require(status == 0, "tmux could not start a session (status \(status))")
    }

    // Every tmux command runs on a thread of its own (see `ChildProcess`): a pane's program is another process, and
    // waiting for it must not hold one of the threads the other tests' tasks run on.

    /// Presses tmux key names (`Enter`, `Escape`, `C-c`, `Down`) in turn.
    func press(_ keys: String...) async throws {
        for key in keys { try await run(["send-keys", "-t", "main", key]) }
    }

    /// Types text literally, one character after another.
    func type(_ text: String) async throws {
        try await run(["send-keys", "-t", "main", "-l", text])
    }

    /// Pastes `text` as a terminal does, all of it written at once (tmux's `load-buffer` from `file`, then
    /// `paste-buffer`); the keys sent after it reach the program after the whole paste.
    func paste(_ text: String, through file: URL) async throws {
        try Data(text.utf8).write(to: file)
        try await run(["load-buffer", file.path])
        try await run(["paste-buffer", "-t", "main"])
    }

    /// The pane's text now, one line per row, trailing spaces removed.
    func capture() async throws -> String {
        try await run(["capture-pane", "-p", "-t", "main"])
    }

    /// Polls the pane until it holds `text` and two captures in a row agree (a frame is drawn whole, but the
    /// terminal may be between two frames); fails the test after `timeout` seconds with the last capture.
    @discardableResult
    func waitFor(
        _ text: String, timeout: TimeInterval = 15, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let (found, last) = try await onOwnThread {
            let deadline = Date().addingTimeInterval(timeout)
            var last = ""
            while Date() < deadline {
                let screen = try runHere(["capture-pane", "-p", "-t", "main"])
                if screen.contains(text) && screen == last { return (true, screen) }
                last = screen
                Thread.sleep(forTimeInterval: 0.05)
            }
            return (false, last)
        }
        if found { return last }
        Issue.record(
            "Waited \(Int(timeout)) s for \(text.debugDescription); the pane shows:\n\(last)",
            sourceLocation: sourceLocation)
        return last
    }

    /// Presses `start` (the key that starts a job), polls the pane until `value` reads a number from it, then until
    /// that number has grown (a frame the program redrew unprompted), and presses `key` at once; returns the first
    /// number, the grown one and that screen, or `nil` after `timeout` seconds.
    ///
    /// All of it happens on one thread: a test that must act while a job runs cannot let a task wait in between for
    /// one of the pool's threads, which a busy suite delays by tens of seconds.
    func press(
        _ key: String, onceGrown value: @escaping @Sendable (String) -> Int?, after start: String,
        timeout: TimeInterval = 30
    ) async throws -> (first: Int, grown: Int, screen: String)? {
        try await onOwnThread {
            try runHere(["send-keys", "-t", "main", start])
            let deadline = Date().addingTimeInterval(timeout)
            var first: Int?
            while Date() < deadline {
                let screen = try runHere(["capture-pane", "-p", "-t", "main"])
                if let now = value(screen) {
                    if let first, now > first {
                        try runHere(["send-keys", "-t", "main", key])
                        return (first, now, screen)
                    }
                    first = first ?? now
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return nil
        }
    }

    /// Resizes the window, as a user dragging the terminal's corner would (the program gets SIGWINCH).
    func resize(columns: Int, rows: Int) async throws {
        try await run(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The process ids of what the pane's shell is running now (the program under test).
    func programIDs() async throws -> [pid_t] {
        let shell = try await run(["display-message", "-p", "-t", "main", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return children.split(separator: " ").compactMap { pid_t($0) }
    }

    /// Stops the server and everything running in it.
    func kill() {
        // Closing the only session ends the server; `kill-server` alone left it running (tmux 3.3a).
        _ = try? runHere(["kill-session", "-t", "main"])
        _ = try? runHere(["kill-server"])
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(folder)/tmux-\(getuid())/\(socket)")
    }

    @discardableResult
    private func run(_ arguments: [String]) async throws -> String {
        try await onOwnThread { try runHere(arguments) }
    }

    /// Runs one tmux command on the calling thread.
    @discardableResult private func runHere(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["-L", socket] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
