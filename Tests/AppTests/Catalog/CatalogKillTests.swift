import Foundation
import Testing

/// `explore catalog` killed with SIGKILL part-way: the old catalog is untouched, and the next run removes the dead
/// run's staging folder and succeeds.
@Suite("explore catalog survives SIGKILL", .serialized)
struct CatalogKillTests {
    /// A temporary world: a generated snapshot, and the folder beside which catalogs are written.
    struct World {
        let root: URL
        let explore: ExploreBinary
        let snapshot: URL
        let site: URL

        init(merchants: Int) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("explore-catalog-kill-\(UUID())")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            explore = ExploreBinary(dataHome: root.appendingPathComponent("home"))
            snapshot = root.appendingPathComponent("directory.db")
            site = root.appendingPathComponent("site")
            try explore.expectSuccess([
                "generate", "--merchants", "\(merchants)", "--seed", "3", "--out", snapshot.path,
            ])
        }

        var catalogArguments: [String] { ["--db", snapshot.path, "catalog", "--out", site.path, "--format", "html"] }

        /// The names beside the site that runs leave while they work: staging folders and set-aside old catalogs.
        func leftovers() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: root.path)
                .filter { $0.hasPrefix(".site.staging-") || $0.hasPrefix(".site.old-") }
        }

        /// How many merchant pages the one staging folder holds so far.
        func stagedMerchantPages() throws -> Int {
            guard let staging = try leftovers().first(where: { $0.hasPrefix(".site.staging-") }) else { return 0 }
            let merchants = root.appendingPathComponent(staging).appendingPathComponent("merchants")
            return (try? FileManager.default.contentsOfDirectory(atPath: merchants.path).count) ?? 0
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aCatalogKilledWhileWritingLeavesTheOldOneAndTheNextRunCleansUp() async throws {
        let world = try World(merchants: 6000)
        defer { world.remove() }
        try world.explore.expectSuccess(world.catalogArguments)
        let index = world.site.appendingPathComponent("index.html")
        let oldIndex = try Data(contentsOf: index)
        let oldPages = try FileManager.default.contentsOfDirectory(
            atPath: world.site.appendingPathComponent("merchants").path
        ).count

        // Killed once it has written some merchant pages: well into the run, with thousands still to write.
        let run = try world.explore.start(world.catalogArguments)
        let deadline = Date().addingTimeInterval(60)
        var staged = 0
        // A blocking loop, not `Task.sleep`: with hundreds of tests sharing two cores, a sleeping task may wake only
        // after the run has finished.
        while staged < 50 && Date() < deadline && run.isRunning {
            usleep(5000)
            staged = try world.stagedMerchantPages()
        }
        guard run.isRunning else {
            let errors = (run.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            let message = String(decoding: errors, as: UTF8.self)
            Issue.record("the catalog ended (status \(run.terminationStatus)) after \(staged) staged pages: \(message)")
            return
        }
        #expect(staged >= 50, "no merchant pages were staged within a minute")
        kill(run.processIdentifier, SIGKILL)
        run.waitUntilExit()

        #expect(run.terminationReason == .uncaughtSignal)
        let left = try world.leftovers()
        #expect(left.count == 1 && left.allSatisfy { $0.hasPrefix(".site.staging-") }, "left: \(left)")
        #expect(try Data(contentsOf: index) == oldIndex)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: world.site.appendingPathComponent("merchants").path)
                .count == oldPages)

        try world.explore.expectSuccess(world.catalogArguments)
        #expect(try world.leftovers() == [], "the killed run's staging folder was not removed")
        #expect(try Data(contentsOf: index) == oldIndex)
        #expect(try FileManager.default.contentsOfDirectory(atPath: world.root.path).filter { $0.hasPrefix(".") } == [])
    }
}
