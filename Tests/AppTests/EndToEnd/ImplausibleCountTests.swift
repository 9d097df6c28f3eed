import Foundation
import TestSupport
import Testing

/// The real `explore` on a file whose derived heads table was changed the way a hostile publisher could: counts of
/// locations out of range, or each in range and too many together. Every command says the file is damaged, in one
/// line and status 1; before, `catalog` stopped on an arithmetic overflow (exit 132, SIGILL).
@Suite("explore on a file with implausible counts", .serialized)
struct ImplausibleCountTests {
    static let sentence =
        "explore: error: The directory snapshot is damaged: explore_merchant_heads.locationCount holds a count no "
        + "directory can have (negative, or more than 2,147,483,647).\n"

    @Test(arguments: ["4611686018427387904", "-5", "9223372036854775807", "2000000000"])
    func theCatalogOfAFileWithAnImplausibleCountFailsInOneSentence(_ count: String) async throws {
        let explore = ExploreProcess(home: try TemporaryFolder())
        defer { explore.home.remove() }
        let snapshot = explore.home.url.appendingPathComponent("published.db").path
        try #require(try await explore.run(["generate", "--merchants", "300", "--out", snapshot]).status == 0)
        // Three merchants: 2,000,000,000 each is in range, and their sum is not.
        let tampered = try await Shell.status(
            "sqlite3",
            [
                snapshot,
                "UPDATE explore_merchant_heads SET locationCount = \(count) WHERE headId IN "
                    + "(SELECT headId FROM explore_merchant_heads ORDER BY headId LIMIT 3)",
            ])
        try #require(tampered == 0)
        let site = explore.home.url.appendingPathComponent("site").path

        let run = try await explore.run(["--db", snapshot, "catalog", "--out", site])

        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.hasSuffix(Self.sentence), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: site))
    }
}
