import Foundation

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
    func run(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = try start(arguments)
        let errors = (process.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
    }

    /// Starts `explore` with `arguments` and returns at once.
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = Pipe()
        try process.run()
        return process
    }
}
