import Foundation
import TestSupport
import Testing

/// The built `explore` executable, run as a separate process the way a user runs it.
///
/// `swift build --build-tests` (the README's test command) builds it before the tests run.
struct ExploreBinary: Sendable {
    let url: URL
    /// The environment every run gets: a private `XDG_DATA_HOME` so no test touches the user's files.
    let environment: [String: String]

    init(dataHome: URL) {
        url = ExploreProcess.executable
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = dataHome.path
        environment["NO_COLOR"] = "1"
        self.environment = environment
    }

    /// Runs `explore` with `arguments` to the end; returns its exit status and standard error.
    @discardableResult
    func run(_ arguments: [String]) async throws -> (status: Int32, stderr: String) {
        let ended = await ChildProcess.finish(try start(arguments))
        return (ended.status, ended.errorText)
    }

    /// Starts `explore` with `arguments` and returns at once; standard error, and standard output when asked, go to
    /// pipes.
    ///
    /// - Parameter yielding: runs it at the lowest priority (`nice -n 19`, which then becomes `explore`, same
    ///   process): a test that stops a run part-way sees it mid-run however busy the machine is, since the run gets
    ///   only the time the test and everything else leave; on an idle machine it runs as fast as ever.
    func start(_ arguments: [String], keepingOutput: Bool = false, yielding: Bool = false) throws -> Process {
        let process = Process()
        if yielding {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/nice")
            process.arguments = ["-n", "19", url.path] + arguments
        } else {
            process.executableURL = url
            process.arguments = arguments
        }
        process.environment = environment
        process.standardOutput = keepingOutput ? Pipe() : FileHandle.nullDevice
        process.standardError = Pipe()
        try process.run()
        return process
    }

    /// Runs `explore` and records an issue, with its standard error, unless it exits 0.
    func expectSuccess(_ arguments: [String]) async throws {
        let (status, errors) = try await run(arguments)
        #expect(status == 0, "explore \(arguments.joined(separator: " ")) exited \(status): \(errors)")
    }
}

/// Another program of the machine, run to the end for what it prints (`sqlite3`, reading a file the way a person
/// would).
enum Shell {
    /// Runs `program` to the end, its output discarded; returns its exit status.
    static func status(_ program: String, _ arguments: [String]) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return try await ChildProcess.run(process).status
    }

    static func output(_ program: String, _ arguments: [String]) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.standardOutput = Pipe()
        return try await ChildProcess.run(process).outputText
    }
}
