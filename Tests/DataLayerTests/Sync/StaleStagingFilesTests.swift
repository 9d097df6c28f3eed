import Foundation
import Testing

@testable import DataLayer

@Suite struct StaleStagingFilesTests {
    @Test func removesTheFilesOfDeadProcessesOnly() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try Data("snapshot".utf8).write(to: snapshot)
        let dead = try Self.deadPid()
        let alive = try Self.runningProcess()
        defer {
            // SIGKILL, because a child inherits the test runner's signal mask, which may block SIGTERM.
            kill(alive.processIdentifier, SIGKILL)
            alive.waitUntilExit()
        }
        let deadName = StagingFile.name(for: snapshot, pid: dead)
        let aliveName = StagingFile.name(for: snapshot, pid: alive.processIdentifier)
        for name in [deadName, aliveName, ".other.db.staging-\(dead)", ".directory.db.staging-notapid"] {
            try Data("partial".utf8).write(to: try folder.file(name))
        }

        let removed = StaleStagingFiles.remove(beside: snapshot)

        #expect(removed == [deadName])
        #expect(
            folder.names(in: ".")
                == [".directory.db.staging-notapid", aliveName, ".other.db.staging-\(dead)", "directory.db"].sorted())
    }

    @Test func tellsARunningProcessFromAnEndedOne() throws {
        #expect(StaleStagingFiles.isRunning(getpid()))
        #expect(!StaleStagingFiles.isRunning(try Self.deadPid()))
        #expect(!StaleStagingFiles.isRunning(0))
    }

    /// The pid of a process that has ended and been reaped, as a SIGKILLed sync's pid is by the next run.
    static func deadPid() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["true"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// A process that stays alive until the test terminates it.
    static func runningProcess() throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sleep", "30"]
        try process.run()
        return process
    }
}
