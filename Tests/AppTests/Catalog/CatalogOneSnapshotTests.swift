import Foundation
import TestSupport
import Testing

/// A catalog reads one snapshot from its first row to its last: a snapshot replaced while the catalog is written
/// (here by `generate`, which renames a new file over it, as a sync does) changes nothing in it.
@Suite("explore catalog reads one snapshot", .serialized)
struct CatalogOneSnapshotTests {
    @Test func aSnapshotReplacedMidCatalogLeavesTheCatalogWholeAndOfTheOldFile() async throws {
        let world = try await CatalogKillTests.World(merchants: 4000)
        defer { world.remove() }
        let count = try await Self.merchantCount(world)
        let arguments = ["--db", world.snapshot.path, "catalog", "--out", world.site.path, "--format", "both"]
        // A run that ends before it is caught leaves a catalog of the same snapshot: the next run replaces it. A
        // caught run is stopped until the snapshot has been replaced.
        let caught = try await CatalogKillTests.runStopped(arguments, at: 20, in: world) {}
        let run = try #require(caught, "the catalog ended before the snapshot could be replaced")

        do {
            // Resumed however this step ends: a failing step must not leave the catalog stopped, never reaped.
            defer { resume(run) }
            try await world.explore.expectSuccess([
                "generate", "--merchants", "150", "--seed", "9", "--out", world.snapshot.path, "--force",
            ])
        }
        let ended = await ChildProcess.finish(run)

        #expect(ended.status == 0, "\(ended.errorText)")
        let xml = try String(contentsOf: world.site.appendingPathComponent("catalog.xml"), encoding: .utf8)
        await #expect(try Self.merchantCount(world) < 200, "the snapshot was replaced")
        #expect(xml.contains("merchantCount=\"\(count)\""))
        #expect(xml.components(separatedBy: "<merchant ").count - 1 == count)
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: world.site.appendingPathComponent("merchants").path)
        #expect(pages.count == count)
    }

    /// How many merchants the world's snapshot lists now, as `search` counts them.
    static func merchantCount(_ world: CatalogKillTests.World) async throws -> Int {
        let process = try world.explore.start(
            ["--db", world.snapshot.path, "search", "--limit", "1", "--format", "json"], keepingOutput: true)
        let data = await ChildProcess.finish(process).output
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return try #require(json?["total"] as? Int)
    }
}
