import Foundation
import TestSupport
import Testing

/// Commands whose answer cannot be written: into `/dev/full`, onto a full disk, into a pipe whose reader left. Lost
/// output is a failure said in one sentence, never a silent exit 0; a reader that left early ends `explore` quietly,
/// as SIGPIPE ends any Unix filter (Docs/CLI.md).
@Suite("explore when its output cannot be written", .serialized)
struct LostOutputTests {
    static let sentence = "explore: error: Could not write the output: No space left on device.\n"

    /// Runs `explore ARGUMENTS` with standard output going to `output`, in the home of `explore`.
    static func run(_ explore: ExploreProcess, _ arguments: [String], into output: FileHandle) async throws
        -> ChildProcess.Ended
    {
        let process = Process()
        process.executableURL = ExploreProcess.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = explore.home.url.path
        environment["XDG_DATA_HOME"] = explore.home.url.appendingPathComponent("data").path
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = output
        process.standardError = Pipe()
        return try await ChildProcess.run(process)
    }

    @Test func everyCommandWritingIntoDevFullFailsInOneSentence() async throws {
        let explore = ExploreProcess(home: try TemporaryFolder())
        defer { explore.home.remove() }
        let first = try await explore.run(["search", "a", "--limit", "1", "--format", "json"])
        let page = try #require(try JSONSerialization.jsonObject(with: first.outputBytes) as? [String: Any])
        let id = try #require((page["items"] as? [[String: Any]])?.first?["merchantId"] as? String)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }

        for arguments in [
            ["search", "a"], ["search", "a", "--format", "json"], ["atms"], ["atms", "--format", "json"],
            ["show", id], ["show", id, "--format", "json"], ["doctor"], ["version"], [],
        ] {
            let ended = try await Self.run(explore, arguments, into: full)

            #expect(ended.reason == .exit && ended.status == 1, "explore \(arguments): \(ended.status)")
            #expect(ended.errorText == Self.sentence, "explore \(arguments)")
        }
    }

    @Test func aThousandRowsOfJSONOntoAFullDiskFailInOneSentence() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let snapshot = home.url.appendingPathComponent("big.db").path
        try #require(try await explore.run(["generate", "--merchants", "1200", "--out", snapshot]).status == 0)
        let disk = home.url.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mounted = try await Shell.status("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk.path])
        try #require(mounted == 0, "mounting a small tmpfs needs root, as in CI")
        defer { umount(disk.path) }
        let file = disk.appendingPathComponent("page.json")
        try #require(FileManager.default.createFile(atPath: file.path, contents: nil))
        let output = try FileHandle(forWritingTo: file)
        defer { try? output.close() }

        let ended = try await Self.run(
            explore, ["--db", snapshot, "search", "--limit", "1000", "--format", "json"], into: output)

        #expect(ended.reason == .exit && ended.status == 1)
        #expect(ended.errorText == Self.sentence)
        // What reached the disk is cut; the status and the sentence are what say so.
        let written = try Data(contentsOf: file)
        #expect(!written.isEmpty && (try? JSONSerialization.jsonObject(with: written)) == nil)
    }

    /// `explore … | head -c 1` in bash with `pipefail`: the pipeline's status is explore's. With SIGPIPE at its
    /// default action the kernel ends explore; where it is ignored (`trap "" PIPE`, inherited) explore sees EPIPE and
    /// exits with the same status, 141, saying nothing either way. Neither waits for a reader that is gone.
    @Test(arguments: [false, true])
    func aReaderThatLeavesEarlyEndsExploreQuietlyWithTheStatusOfSIGPIPE(ignoringSIGPIPE: Bool) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let snapshot = home.url.appendingPathComponent("big.db").path
        try #require(try await explore.run(["generate", "--merchants", "1200", "--out", snapshot]).status == 0)
        let pipeline =
            (ignoringSIGPIPE ? "trap '' PIPE; " : "")
            + "set -o pipefail; \"$0\" --db \"$1\" search --limit 1000 --format json | head -c 1 > /dev/null"

        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", pipeline, ExploreProcess.executable.path, snapshot]
        bash.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": home.url.path]) { $1 }
        bash.standardError = Pipe()

        let ended = try await ChildProcess.run(bash)

        #expect(ended.status == 141, "\(ended.errorText)")
        #expect(ended.errorText == "")
    }
}
