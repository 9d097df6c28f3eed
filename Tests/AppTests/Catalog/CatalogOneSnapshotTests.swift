import Foundation
import Testing

/// A catalog reads one snapshot from its first row to its last: a snapshot replaced while the catalog is written
/// (here by `generate`, which renames a new file over it, as a sync does) changes nothing in it.
@Suite("explore catalog reads one snapshot", .serialized)
struct CatalogOneSnapshotTests {
    @Test func aSnapshotReplacedMidCatalogLeavesTheCatalogWholeAndOfTheOldFile() throws {
        let world = try CatalogKillTests.World(merchants: 4000)
        defer { world.remove() }
        let count = try Self.merchantCount(world)
        let arguments = ["--db", world.snapshot.path, "catalog", "--out", world.site.path, "--format", "both"]
        let run = try world.explore.start(arguments)
        let deadline = Date().addingTimeInterval(60)
        while try world.stagedMerchantPages() < 20, Date() < deadline, run.isRunning {
            usleep(5000)
        }
        try #require(run.isRunning, "the catalog ended before the snapshot could be replaced")

        try world.explore.expectSuccess([
            "generate", "--merchants", "150", "--seed", "9", "--out", world.snapshot.path, "--force",
        ])
        let errors = (run.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        run.waitUntilExit()

        #expect(run.terminationStatus == 0, "\(String(decoding: errors, as: UTF8.self))")
        let xml = try String(contentsOf: world.site.appendingPathComponent("catalog.xml"), encoding: .utf8)
        #expect(try Self.merchantCount(world) < 200, "the snapshot was replaced")
        #expect(xml.contains("merchantCount=\"\(count)\""))
        #expect(xml.components(separatedBy: "<merchant ").count - 1 == count)
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: world.site.appendingPathComponent("merchants").path)
        #expect(pages.count == count)
    }

    /// How many merchants the world's snapshot lists now, as `search` counts them.
    static func merchantCount(_ world: CatalogKillTests.World) throws -> Int {
        let process = try world.explore.start(
            ["--db", world.snapshot.path, "search", "--limit", "1", "--format", "json"], keepingOutput: true)
        let data = (process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        process.waitUntilExit()
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return try #require(json?["total"] as? Int)
    }
}
