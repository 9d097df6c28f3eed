import Foundation
import TestSupport
import Testing

/// Runs the built `explore` as a subprocess, in a temporary home, and checks what a user would see.
@Suite struct EndToEndTests {
    /// The `explore` of this build: the one beside the tests (`ExploreProcess.executable` says how it is found).
    static let executable = ExploreProcess.executable

    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String

        var errorLines: [Substring] {
            standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        }
    }

    /// Runs `explore` with HOME and XDG_DATA_HOME inside `home`, so no test touches the real files.
    private func explore(_ arguments: [String], home: TemporaryFolder, input: String = "") async throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build explore first")
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = home.url
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.url.path
        environment["XDG_DATA_HOME"] = home.url.appendingPathComponent("data").path
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        let ended = try await ChildProcess.run(process, input: Data(input.utf8))
        return Run(status: ended.status, standardOutput: ended.outputText, standardError: ended.errorText)
    }

    @Test func helpExitsZeroWithTheUsageOnStandardOutput() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let run = try await explore(["--help"], home: home)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("USAGE: explore"))
        #expect(run.standardOutput.contains("search"))
        #expect(run.standardError.isEmpty)
        #expect(home.contents().isEmpty)
    }

    @Test func aBadFlagExitsTwoWithOneLineOnStandardError() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let run = try await explore(["search", "x", "--bogus"], home: home)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.errorLines == [
                "explore: error: Unknown option '--bogus'. See 'explore search --help' for more information."
            ])
    }

    @Test func theMethodOptionOffersThePaymentMethodsOfThisBuild() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let help = try await explore(["search", "--help"], home: home).standardOutput
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let piggy = try await explore(["search", "x", "--method", "piggycards", "--db", "/nonexistent"], home: home)
        #if PiggyCards
            #expect(help.contains("dash, ctx, piggycards; repeat"))
            #expect(piggy.status == 1, "accepted, then the missing file stops it")
        #else
            #expect(help.contains("dash, ctx; repeat"))
            #expect(piggy.status == 2)
            #expect(piggy.standardError.contains("'piggycards' is not a payment method"))
        #endif
    }

    @Test func anImpossiblePositionIsAUsageError() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let run = try await explore(["search", "x", "--near", "95,0"], home: home)
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.standardError.contains("latitude goes from -90 to 90"))
    }

    @Test func aMissingSnapshotExitsOneWithOneLineAndCreatesNothing() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let missing = home.url.appendingPathComponent("nonexistent/directory.db").path
        for arguments in [["search", "x", "--db", missing], ["--db", "/nonexistent", "search", "x"]] {
            let run = try await explore(arguments, home: home)
            #expect(run.status == 1)
            #expect(run.standardOutput.isEmpty)
            #expect(run.errorLines.count == 1)
            #expect(run.standardError.hasPrefix("explore: error: There is no directory snapshot at "))
        }
        #expect(home.contents().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent"))
    }

    @Test func doctorOnAFreshMachineReportsTheDefaultsAndCreatesNothing() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let run = try await explore(["doctor"], home: home)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("snapshot:    \(home.url.path)/data/explore/directory.db (default)"))
        #expect(run.standardError.isEmpty)
        #expect(home.contents().isEmpty)
    }

    @Test func aBadPlayScriptNamesItsLine() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let run = try await explore(["play", "-"], home: home, input: "down\n# fine\nsize 5x5\n")
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1)
        #expect(run.standardError.hasPrefix("explore: error: Line 3 of the play script: 'size 5x5' is not a size"))
        #expect(home.contents().isEmpty)
    }

    @Test func generateRefusesToOverwriteAFile() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try Data("keep".utf8).write(to: home.url.appendingPathComponent("keep.db"))
        let run = try await explore(["generate", "--merchants", "5", "--out", "keep.db"], home: home)
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1)
        #expect(run.standardError.contains("already exists"))
        #expect(try Data(contentsOf: home.url.appendingPathComponent("keep.db")) == Data("keep".utf8))
    }
}
