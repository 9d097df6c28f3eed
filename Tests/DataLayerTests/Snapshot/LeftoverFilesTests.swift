import Foundation
import Testing

@testable import DataLayer
@testable import SnapshotFile

@Suite struct LeftoverFilesTests {
    @Test func removesTheTemporaryFilesOfDeadProcessesOnly() throws {
        let folder = try SyncTestFolder()
        defer { folder.remove() }
        let snapshot = try folder.file("directory.db")
        try Data("snapshot".utf8).write(to: snapshot)
        let dead = try Processes.deadPid()
        let alive = try Processes.running()
        defer { Processes.stop(alive) }
        let deadOnes = [
            ".directory.db.staging-\(dead)-1", ".directory.db.tmp-\(dead)-2", ".directory.db.staging-\(dead)",
            ".directory.db.partial-\(dead)", ".directory.db.tmp-\(dead)-4-journal",
            ".directory.db.staging-\(dead)-5-wal",
            ".directory.db.staging-\(dead)-5-shm",
        ]
        let kept = [
            ".directory.db.staging-\(alive.processIdentifier)-1", ".directory.db.tmp-\(getpid())-3",
            ".other.db.staging-\(dead)-1", ".directory.db.staging-notapid", ".directory.db.1F2E3D4C.tmp",
            ".directory.db.tmp-\(dead)-2-3", ".directory.db.tmp-\(getpid())-3-journal", "directory.db-journal",
            ".directory.db.tmp-\(dead)-journal-1",
        ]
        for name in deadOnes + kept { try Data("partial".utf8).write(to: try folder.file(name)) }

        let removed = LeftoverFiles.remove(beside: snapshot)

        #expect(removed == deadOnes.sorted())
        #expect(folder.names(in: ".") == (kept + ["directory.db"]).sorted())
    }

    @Test func tellsARunningProcessFromAnEndedOne() throws {
        #expect(LeftoverFiles.isRunning(getpid()))
        #expect(!LeftoverFiles.isRunning(try Processes.deadPid()))
        #expect(!LeftoverFiles.isRunning(0))
    }
}

/// Real processes, alive or ended, for the tests of pid checks.
enum Processes {
    /// The pid of a process that has ended and been reaped, as a SIGKILLed writer's pid is by the next run.
    static func deadPid() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["true"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// A process that stays alive until the test stops it.
    static func running() throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sleep", "30"]
        try process.run()
        return process
    }

    /// SIGKILL, because a child inherits the test runner's signal mask, which may block SIGTERM.
    static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
