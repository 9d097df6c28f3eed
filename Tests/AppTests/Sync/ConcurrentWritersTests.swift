import Foundation
import TestSupport
import Testing

/// Real `explore` processes racing one another over one data folder, and writers stopped by a signal: every attempt
/// recorded, the newest snapshot kept, nothing left behind.
@Suite("explore writers at once, and interrupted", .serialized)
struct ConcurrentWritersTests {
    /// A data home, and a published snapshot with its manifest beside it.
    struct World {
        let root: URL
        let explore: ExploreBinary
        let dataFolder: URL
        let manifest: URL

        init() async throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-race-\(UUID().uuidString)")
            let site = root.appendingPathComponent("site")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            explore = ExploreBinary(dataHome: root.appendingPathComponent("home"))
            dataFolder = root.appendingPathComponent("home/explore")
            manifest = site.appendingPathComponent("manifest.json")
            try await explore.expectSuccess([
                "generate", "--merchants", "300", "--seed", "3", "--out",
                site.appendingPathComponent("explore.db").path,
                "--snapshot-version", "1780272000000", "--manifest", manifest.path,
            ])
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// Runs `explore` to the end, keeping what it printed.
    static func run(_ process: Process) async -> (status: Int32, output: String, errors: String) {
        let ended = await ChildProcess.finish(process)
        return (ended.status, ended.outputText, ended.errorText)
    }

    @Test func tenSyncsAtOnceAllSucceedOneInstallsAndEveryAttemptIsRecorded() async throws {
        let world = try await World()
        defer { world.remove() }

        let processes = try (0..<10).map { _ in
            try world.explore.start(["sync", "--from", world.manifest.absoluteString], keepingOutput: true)
        }
        let results = await withTaskGroup(of: (Int32, String, String).self) { group in
            for process in processes { group.addTask { await Self.run(process) } }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.map(\.0) == Array(repeating: 0, count: 10), "\(results.map(\.2))")
        let outcomes = results.map { $0.1.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(outcomes.filter { $0.hasPrefix("Updated to the snapshot of") }.count == 1, "\(outcomes)")
        #expect(outcomes.filter { $0.hasPrefix("Already up to date") }.count == 9, "\(outcomes)")
        let history = try await Shell.output(
            "sqlite3", [world.dataFolder.appendingPathComponent("local.db").path, "SELECT count(*) FROM sync_record"])
        #expect(history.trimmingCharacters(in: .whitespacesAndNewlines) == "10")
        let left = try FileManager.default.contentsOfDirectory(atPath: world.dataFolder.path).sorted()
        #expect(left == ["directory.db", "local.db"])
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func aGenerateStoppedBySignalRemovesItsTemporaryFileAndExitsAsTheSignalSays(_ signal: Int32) async throws {
        let world = try await World()
        defer { world.remove() }
        let out = world.root.appendingPathComponent("big.db")
        let generate = try world.explore.start(["generate", "--merchants", "1000000", "--out", out.path])

        // Stop it once its temporary file is being written.
        guard try await stopWhen(generate, timeout: 60, { !Self.temporaryFiles(beside: out).isEmpty }) else {
            Issue.record("generate ended before it could be stopped: \(await Self.run(generate))")
            return
        }
        kill(generate.processIdentifier, signal)
        resume(generate)
        let result = await Self.run(generate)

        #expect(result.status == 128 + signal)
        #expect(Self.temporaryFiles(beside: out) == [])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aGenerateKilledOutrightLeavesItsTemporaryFileForTheNextWriterToRemove() async throws {
        let world = try await World()
        defer { world.remove() }
        let out = world.root.appendingPathComponent("big.db")
        let generate = try world.explore.start(["generate", "--merchants", "1000000", "--out", out.path])
        let caught = try await stopWhen(generate, timeout: 60) { !Self.temporaryFiles(beside: out).isEmpty }
        try #require(caught, "generate ended before it could be killed")
        kill(generate.processIdentifier, SIGKILL)
        _ = await Self.run(generate)
        #expect(Self.temporaryFiles(beside: out).count == 1)

        try await world.explore.expectSuccess(["generate", "--merchants", "20", "--out", out.path])

        #expect(Self.temporaryFiles(beside: out) == [])
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSyncStoppedBySignalWhileIndexingRemovesItsStagingFileAndItsJournal(_ signal: Int32) async throws {
        let world = try await World()
        defer { world.remove() }
        // A published file whose derived tables no marker vouches for: the sync makes them again in the staging
        // file, inside a transaction, so SQLite keeps a rollback journal beside it meanwhile.
        let site = world.root.appendingPathComponent("site")
        let published = site.appendingPathComponent("big.db")
        let manifest = site.appendingPathComponent("big.json")
        try await world.explore.expectSuccess([
            "generate", "--merchants", "30000", "--seed", "4", "--out", published.path,
            "--snapshot-version", "1780272000001",
        ])
        let unmarked = try await Shell.status(
            "sqlite3", [published.path, "DELETE FROM explore_metadata WHERE key LIKE 'explore_%_tables'; VACUUM"])
        #expect(unmarked == 0)
        try await world.explore.expectSuccess(["manifest", published.path, "--out", manifest.path])
        let snapshot = world.dataFolder.appendingPathComponent("directory.db")
        @Sendable func journals() -> [String] {
            Self.temporaryFiles(beside: snapshot).filter { $0.hasSuffix("-journal") }
        }

        // A sync that ends before its journal is seen was not caught: another starts, three at most.
        var missed: [String] = []
        var caught: Process?
        for _ in 1...3 where caught == nil {
            let sync = try world.explore.start(["sync", "--from", manifest.absoluteString], yielding: true)
            let looks = WatcherLooks()
            let stopped = try await stopWhen(sync, timeout: 120) {
                looks.saw(journals().count)
                return !journals().isEmpty
            }
            if stopped {
                caught = sync
            } else {
                let ended = await Self.run(sync)
                missed.append("status \(ended.status) after \(looks.summary(of: "journals")): \(ended.errors)")
            }
        }
        guard let sync = caught else {
            Issue.record("every sync ended before its journal was seen: \(missed.joined(separator: "; "))")
            return
        }
        kill(sync.processIdentifier, signal)
        resume(sync)
        let result = await Self.run(sync)

        #expect(result.status == 128 + signal)
        #expect(Self.temporaryFiles(beside: snapshot) == [])
    }

    /// Files named `.<name>.<kind>-<pid>-<n>` beside `file`: the temporary files of writers.
    static func temporaryFiles(beside file: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)) ?? []
        return names.filter { $0.hasPrefix(".\(file.lastPathComponent).") }
    }
}
