import Foundation
import Testing

/// One merchant with 300,000 locations (made in the test's set-up from a generated file with the `sqlite3` tool, then
/// imported, as a user would): a search near a position reads its rows one at a time, so its memory stays that of any
/// search.
///
/// The accelerated directory reads the imported file. The reference directory, which reads a file from elsewhere,
/// holds each merchant it lists whole: bounding a merchant's locations in the Domain is still to come.
@Suite struct OneBigMerchantTests {
    @Test func aSearchNearAPositionHoldsOneRowOfAMerchantsLocationsAtATime() throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("big.db").path
        #expect(try explore.run(["generate", "--merchants", "20", "--out", file]).status == 0)
        let columns = try Shell.output(
            "sqlite3",
            [
                file,
                "SELECT group_concat(name, ',') FROM pragma_table_info('merchant') "
                    + "WHERE name NOT IN ('id', 'latitude', 'longitude')",
            ]
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try Shell.output(
            "sqlite3",
            [
                file,
                """
                DROP TABLE explore_merchant_heads;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000)
                INSERT INTO merchant (\(columns), latitude, longitude)
                SELECT \(columns), 10 + (i % 1000) / 1000.0, -66 + (i / 1000) / 1000.0 FROM n,
                  (SELECT * FROM merchant WHERE id = (SELECT min(id) FROM merchant WHERE latitude IS NOT NULL));
                """,
            ])

        #expect(try explore.run(["import", file]).status == 0)

        // A search of a 20-merchant sample takes some 50 MB; holding the 300,000 locations took ten times that.
        for sort in ["name", "distance"] {
            let (status, kibibytes) = try Self.peakMemory(
                ["search", "--near", "10.2,-65.9", "--sort", sort, "--limit", "3"], home: home)
            #expect(status == 0)
            #expect(kibibytes < 150_000, "sorted by \(sort): \(kibibytes) KiB at its peak")
        }
    }

    /// Runs `explore` under GNU time and returns its exit status and peak resident memory in KiB.
    ///
    /// Not `wait4` on a child of this process: a child spawned from the test runner is charged the runner's
    /// resident memory at the spawn, which dwarfs the figure. `time` forks `explore` from its own small process.
    static func peakMemory(_ arguments: [String], home: TemporaryFolder) throws -> (Int32, Int) {
        let report = home.url.appendingPathComponent("peak-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report.path, ExploreProcess.executable.path] + arguments
        process.environment = [
            "HOME": home.url.path, "XDG_DATA_HOME": home.url.appendingPathComponent("data").path, "NO_COLOR": "1",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: report, encoding: .utf8)
        let peak = try #require(Int(text.split(separator: "\n").last(where: { !$0.isEmpty }) ?? ""), "\(text)")
        return (process.terminationStatus, peak)
    }
}
