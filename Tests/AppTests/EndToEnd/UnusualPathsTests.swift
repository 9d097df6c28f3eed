import Foundation
import TestSupport
import Testing

/// The built `explore` given paths that are not what they should be, and input that never ends: each gets one clear
/// line, promptly, and nothing written in Swift's own words.
@Suite struct UnusualPathsTests {
    func withHome(_ body: (ExploreProcess) async throws -> Void) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try await body(ExploreProcess(home: home))
    }

    /// Swift's rendering of an enum case with a payload, such as `notSQLite("/x.db")`.
    static func swiftEnumText(in text: String) -> Bool {
        text.range(of: "[A-Za-z]\\(\"", options: .regularExpression) != nil
    }

    @Test func aFolderOrAFIFOGivenAsAFileIsRefusedAtOnceWithOneLine() async throws {
        try await withHome { explore in
            let folder = explore.home.url.appendingPathComponent("folder.db")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let fifo = explore.home.url.appendingPathComponent("fifo.db")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let cases: [([String], String)] = [
                (["--db", folder.path, "search"], "\(folder.path) is a folder, not a regular file."),
                (["--db", fifo.path, "search"], "\(fifo.path) is a named pipe (FIFO), not a regular file."),
                (["--local", folder.path], "\(folder.path) is a folder, not a regular file."),
                (["--db", folder.path, "sync", "--from", "file:///nowhere/manifest.json"], "is a folder"),
                (["play", folder.path], "\(folder.path) is a folder, not a regular file."),
            ]
            for (arguments, words) in cases {
                let run = try await explore.run(arguments)

                #expect(run.status == 1, "\(arguments)")
                #expect(run.errorLines.count == 1, "\(arguments): \(run.standardError)")
                #expect(run.standardError.contains(words), "\(run.standardError)")
            }
        }
    }

    @Test func anImportOfAFileThatIsNoDatabaseSaysSoWithoutSwiftEnumText() async throws {
        try await withHome { explore in
            let file = explore.home.url.appendingPathComponent("notes.db")
            try Data("not a database, just notes".utf8).write(to: file)

            let run = try await explore.run(["import", file.path])

            #expect(run.status == 1)
            #expect(run.errorLines.count == 1, "\(run.standardError)")
            #expect(!Self.swiftEnumText(in: run.standardError), "\(run.standardError)")
            #expect(!run.standardError.contains("Unexpected failure"))
        }
    }

    @Test func anEndlessScriptOnStandardInputStopsAtTheLimit() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let process = Process()
        process.executableURL = ExploreProcess.executable
        process.arguments = ["play", "-"]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.url.path
        environment["XDG_DATA_HOME"] = home.url.appendingPathComponent("data").path
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        if try await !waitUntil(timeout: 60, { !process.isRunning }) {
            process.terminate()
            Issue.record("explore play - was still reading an endless standard input after a minute")
        }
        let ended = await ChildProcess.finish(process)
        let message = ended.errorText

        #expect(ended.status == 1)
        #expect(message == "explore: error: The play script is longer than 1 MiB: split it into shorter scripts.\n")
    }
}
