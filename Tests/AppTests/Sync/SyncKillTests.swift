import Foundation
import TestSupport
import Testing

/// `explore sync` killed with SIGKILL: whatever moment it dies, the snapshot is the old one or the new one, whole
/// and usable, and the next sync cleans up what the dead one left.
@Suite("explore sync survives SIGKILL", .serialized)
struct SyncKillTests {
    /// A temporary world: a data home with a current snapshot, and a published newer one with its manifest.
    struct World {
        let root: URL
        let explore: ExploreBinary
        let snapshot: URL
        let published: URL
        let manifest: URL
        let oldBytes: Data
        let newBytes: Data

        init(publishedMerchants: Int) async throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-kill-\(UUID().uuidString)")
            let home = root.appendingPathComponent("home")
            let site = root.appendingPathComponent("site")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            explore = ExploreBinary(dataHome: home)
            snapshot = home.appendingPathComponent("explore/directory.db")
            published = site.appendingPathComponent("explore.db")
            manifest = site.appendingPathComponent("manifest.json")
            try await explore.expectSuccess(["doctor"])  // Creates nothing; makes sure the binary runs at all.
            try await explore.expectSuccess(["search", "a", "--format", "json"])  // First run: the built-in sample.
            try await explore.expectSuccess([
                "generate", "--merchants", "\(publishedMerchants)", "--seed", "2", "--out", published.path,
                "--snapshot-version", "1780272000000", "--manifest", manifest.path,
            ])
            oldBytes = try Data(contentsOf: snapshot)
            newBytes = try Data(contentsOf: published)
        }

        func stagingFiles() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: snapshot.deletingLastPathComponent().path)
                .filter { $0.contains(".staging-") }
        }

        /// The snapshot still answers a search through the real program.
        func snapshotIsUsable() async throws -> Bool {
            try await explore.run(["search", "a", "--format", "json"]).status == 0
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    #if Network
        @Test func aSyncKilledMidDownloadLeavesTheSnapshotIntactAndTheNextSyncCleansUp() async throws {
            let world = try await World(publishedMerchants: 2000)
            defer { world.remove() }
            let server = try LoopbackSnapshotServer(serving: world.root)
            let folder = world.root.lastPathComponent + "/site"

            // The server sends half the snapshot and then goes silent: the download is certainly under way. A sync that
            // ends (at its deadline for silence) before the watcher sees its staging file was not caught: it changed
            // nothing, and another starts, three at most. A caught sync is stopped the moment its file is seen.
            var missed: [String] = []
            var caught: Process?
            for _ in 1...3 where caught == nil {
                let sync = try world.explore.start([
                    "sync", "--from", server.url("stall", folder: folder, file: "manifest.json"),
                ])
                let looks = WatcherLooks()
                let stopped = try await stopWhen(sync, timeout: 40) {
                    let staged = try world.stagingFiles().count
                    looks.saw(staged)
                    return staged > 0
                }
                if stopped {
                    caught = sync
                } else {
                    let ended = await ChildProcess.finish(sync)
                    missed.append(
                        "status \(ended.status) after \(looks.summary(of: "staging files")): \(ended.errorText)")
                }
            }
            guard let sync = caught else {
                Issue.record("every sync ended before its staging file was seen: \(missed.joined(separator: "; "))")
                return
            }
            #expect(try world.stagingFiles().count == 1, "the sync never started downloading")
            kill(sync.processIdentifier, SIGKILL)
            await ChildProcess.finish(sync)

            #expect(sync.terminationReason == .uncaughtSignal)
            #expect(try Data(contentsOf: world.snapshot) == world.oldBytes)
            await #expect(try world.snapshotIsUsable())

            try await world.explore.expectSuccess(["sync", "--from", world.manifest.absoluteString])
            #expect(try world.stagingFiles() == [], "the dead sync's staging file was not cleaned up")
            #expect(try Data(contentsOf: world.snapshot) == world.newBytes)
        }
    #endif

    @Test func aSyncKilledAtAnyMomentLeavesTheOldOrTheNewSnapshotWhole() async throws {
        let world = try await World(publishedMerchants: 1000)
        defer { world.remove() }
        let clock = ContinuousClock()
        let started = clock.now
        try await world.explore.expectSuccess(["sync", "--from", world.manifest.absoluteString])
        let full = clock.now - started

        // Kill moments spread evenly over a whole sync: start-up, manifest, copy, verify, rename, recording.
        let attempts = 8
        var outcomes: [String: Int] = [:]
        for attempt in 0..<attempts {
            try world.oldBytes.write(to: world.snapshot)
            let sync = try world.explore.start(["sync", "--from", world.manifest.absoluteString])
            try await Task.sleep(for: full * Double(attempt) / Double(attempts - 1))
            kill(sync.processIdentifier, SIGKILL)
            await ChildProcess.finish(sync)

            let bytes = try Data(contentsOf: world.snapshot)
            #expect(bytes == world.oldBytes || bytes == world.newBytes, "attempt \(attempt): a mixed snapshot")
            await #expect(try world.snapshotIsUsable(), "attempt \(attempt): the snapshot is not usable")
            outcomes[bytes == world.newBytes ? "new" : "old", default: 0] += 1
        }
        try world.oldBytes.write(to: world.snapshot)
        try await world.explore.expectSuccess(["sync", "--from", world.manifest.absoluteString])
        #expect(try world.stagingFiles() == [])
        #expect(try Data(contentsOf: world.snapshot) == world.newBytes)
        #expect(outcomes.values.reduce(0, +) == attempts)
    }
}
