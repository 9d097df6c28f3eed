import Foundation
import TestSupport
import Testing

/// The built `explore`, run as a subprocess in a temporary home so no test touches the real files.
struct ExploreProcess {
    /// The `explore` that `swift build --build-tests` made beside the tests, in the same products folder, so that
    /// a build with other traits (`--disable-default-traits --scratch-path .build-nopiggy`) runs its own program
    /// and never the default build's `.build/debug/explore`.
    ///
    /// On Linux the test binary is the `.xctest` file itself; on macOS it is a bundle loaded by a runner that lives
    /// in the toolchain, so the bundle is looked for first.
    static let executable: URL = {
        let testBundle = Bundle.allBundles.first { $0.bundleURL.pathExtension == "xctest" }
        let testProduct =
            testBundle?.bundleURL ?? Bundle.main.executableURL
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return testProduct.deletingLastPathComponent().appendingPathComponent("explore")
    }()

    /// Whether this is `Scripts/tsan`'s run (it sets `TSAN_OPTIONS`): the tests and the `explore` they start are
    /// built with ThreadSanitizer, several times slower, and their memory grows with every allocation made.
    static let underThreadSanitizer = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil

    /// What a run printed, and how it ended.
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Standard output and standard error byte for byte, as a terminal would receive them.
        var outputBytes = Data()
        var errorBytes = Data()

        /// Standard error's lines, without the empty piece after the last newline.
        var errorLines: [Substring] {
            standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        }
    }

    /// The temporary home: HOME, and XDG_DATA_HOME at `<home>/data`.
    let home: TemporaryFolder

    var dataFolder: URL { home.url.appendingPathComponent("data/explore") }

    /// Runs `explore` with `arguments`, `input` on standard input, in the home folder (or `folder`), without colour;
    /// `environment` adds to (or replaces) the variables it runs with, where `COLUMNS` is unset unless given.
    func run(
        _ arguments: [String], input: String = "", in folder: URL? = nil, environment extra: [String: String] = [:]
    ) async throws -> Run {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.executable.path),
            "build explore first: swift build --build-tests")
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? home.url
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.url.path
        environment["XDG_DATA_HOME"] = home.url.appendingPathComponent("data").path
        environment["NO_COLOR"] = "1"
        environment["EXPLORE_CTX_URL"] = nil
        environment["COLUMNS"] = nil
        // English and kilometres, whatever the machine's locale; a test that wants another language or unit says so.
        (environment["LC_ALL"], environment["LC_MESSAGES"], environment["LC_MEASUREMENT"]) = (nil, nil, nil)
        environment["LANG"] = "C.UTF-8"
        environment.merge(extra) { _, given in given }
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        let ended = try await ChildProcess.run(process, input: Data(input.utf8))
        return Run(
            status: ended.status, standardOutput: ended.outputText, standardError: ended.errorText,
            outputBytes: ended.output, errorBytes: ended.errors)
    }
}
