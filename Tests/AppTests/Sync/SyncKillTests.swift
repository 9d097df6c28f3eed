import Foundation
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

        init(publishedMerchants: Int) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-kill-\(UUID().uuidString)")
            let home = root.appendingPathComponent("home")
            let site = root.appendingPathComponent("site")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            explore = ExploreBinary(dataHome: home)
            snapshot = home.appendingPathComponent("explore/directory.db")
            published = site.appendingPathComponent("explore.db")
            manifest = site.appendingPathComponent("manifest.json")
            try explore.expectSuccess(["doctor"])  // Creates nothing; makes sure the binary runs at all.
            try explore.expectSuccess(["search", "a", "--format", "json"])  // First run: the built-in sample.
            try explore.expectSuccess([
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
        func snapshotIsUsable() throws -> Bool {
            try explore.run(["search", "a", "--format", "json"]).status == 0
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aSyncKilledMidDownloadLeavesTheSnapshotIntactAndTheNextSyncCleansUp() throws {
        let world = try World(publishedMerchants: 2000)
        defer { world.remove() }
        let server = try LoopbackSnapshotServer(serving: world.root)
        let folder = world.root.lastPathComponent + "/site"

        // The server sends half the snapshot and then goes silent: the download is certainly under way.
        let sync = try world.explore.start([
            "sync", "--from", server.url("stall", folder: folder, file: "manifest.json"),
        ])
        // Polled by this thread, not awaited: the tests beside this one block the shared concurrency pool for
        // seconds at a time, and a sleep awaited there could end after the sync's 30-second idle timeout.
        let deadline = Date().addingTimeInterval(30)
        while try world.stagingFiles().isEmpty && Date() < deadline && sync.isRunning {
            Thread.sleep(forTimeInterval: 0.02)
        }
        let staged = try world.stagingFiles().count
        if staged != 1, !sync.isRunning {
            let errors = (sync.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            Issue.record(
                "the sync ended (\(sync.terminationStatus)) before staging: \(String(decoding: errors, as: UTF8.self))")
        }
        #expect(staged == 1, "the sync never started downloading")
        kill(sync.processIdentifier, SIGKILL)
        sync.waitUntilExit()

        #expect(sync.terminationReason == .uncaughtSignal)
        #expect(try Data(contentsOf: world.snapshot) == world.oldBytes)
        #expect(try world.snapshotIsUsable())

        try world.explore.expectSuccess(["sync", "--from", world.manifest.absoluteString])
        #expect(try world.stagingFiles() == [], "the dead sync's staging file was not cleaned up")
        #expect(try Data(contentsOf: world.snapshot) == world.newBytes)
    }

    @Test func aSyncKilledAtAnyMomentLeavesTheOldOrTheNewSnapshotWhole() async throws {
        let world = try World(publishedMerchants: 1000)
        defer { world.remove() }
        let clock = ContinuousClock()
        let full = try clock.measure {
            try world.explore.expectSuccess(["sync", "--from", world.manifest.absoluteString])
        }

        // Kill moments spread evenly over a whole sync: start-up, manifest, copy, verify, rename, recording.
        let attempts = 8
        var outcomes: [String: Int] = [:]
        for attempt in 0..<attempts {
            try world.oldBytes.write(to: world.snapshot)
            let sync = try world.explore.start(["sync", "--from", world.manifest.absoluteString])
            try await Task.sleep(for: full * Double(attempt) / Double(attempts - 1))
            kill(sync.processIdentifier, SIGKILL)
            sync.waitUntilExit()

            let bytes = try Data(contentsOf: world.snapshot)
            #expect(bytes == world.oldBytes || bytes == world.newBytes, "attempt \(attempt): a mixed snapshot")
            #expect(try world.snapshotIsUsable(), "attempt \(attempt): the snapshot is not usable")
            outcomes[bytes == world.newBytes ? "new" : "old", default: 0] += 1
        }
        try world.oldBytes.write(to: world.snapshot)
        try world.explore.expectSuccess(["sync", "--from", world.manifest.absoluteString])
        #expect(try world.stagingFiles() == [])
        #expect(try Data(contentsOf: world.snapshot) == world.newBytes)
        #expect(outcomes.values.reduce(0, +) == attempts)
    }
}
