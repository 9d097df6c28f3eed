import Domain
import Foundation
import Testing

/// One merchant with 100,000 locations, or with 100,000 offer rows (made in the test's set-up from a generated file
/// with the `sqlite3` tool): every command keeps a thousand of its locations (``Domain/KeptLocations``) and a few of
/// its offers (``Domain/KeptOffers``), so its memory stays that of the same command on the file before it grew.
///
/// The reference directory reads the file as made, from elsewhere; the accelerated one reads it once imported.
@Suite struct OneBigMerchantTests {
    /// How many KiB more than on the small file a command may take: holding 100,000 locations takes some 120 MB more
    /// (300,000 took ten times the 50 MB of a search of the sample), so a merchant held whole is far over it. Under
    /// ThreadSanitizer, whose shadow memory grows with every allocation made, even a freed one, twice as much.
    static let headroom = ExploreProcess.underThreadSanitizer ? 80_000 : 40_000

    @Test func aSearchAndADetailHoldAThousandOfAMerchantsLocations() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("big.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", file]).status == 0)
        // The merchant that grows, and the columns its copies take from it.
        let facts = try await Shell.output(
            "sqlite3",
            [
                file,
                """
                DROP TABLE explore_merchant_heads;
                SELECT merchantId FROM merchant WHERE id = (SELECT min(id) FROM merchant WHERE latitude IS NOT NULL);
                SELECT group_concat(name, ',') FROM pragma_table_info('merchant')
                  WHERE name NOT IN ('id', 'latitude', 'longitude');
                """,
            ]
        ).split(separator: "\n").map(String.init)
        let (big, columns) = (facts[0], facts[1])
        let search = ["search", "--near", "10.2,-65.9", "--limit", "3", "--sort"]
        let show = ["show", big, "--near", "10.2,-65.9", "--format", "json"]
        let searchBase = try await Self.peakMemory(["--db", file] + search + ["distance"], home: home).kibibytes
        let showBase = try await Self.peakMemory(["--db", file] + show, home: home).kibibytes

        _ = try await Shell.output(
            "sqlite3",
            [
                file,
                """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
                INSERT INTO merchant (\(columns), latitude, longitude)
                SELECT \(columns), 10 + (i % 1000) / 1000.0, -66 + (i / 1000) / 1000.0 FROM n,
                  (SELECT * FROM merchant WHERE merchantId = '\(big)' ORDER BY id LIMIT 1);
                """,
            ])

        let reference = try await Self.peakMemory(["--db", file] + search + ["distance"], home: home)
        #expect(reference.status == 0)
        #expect(reference.kibibytes < searchBase + Self.headroom, "\(reference.kibibytes), \(searchBase) KiB")
        await #expect(try explore.run(["import", file]).status == 0)
        for sort in ["name", "distance"] {
            let sorted = try await Self.peakMemory(search + [sort], home: home)
            #expect(sorted.status == 0)
            #expect(sorted.kibibytes < searchBase + Self.headroom, "\(sort): \(sorted.kibibytes), \(searchBase) KiB")
        }

        // The detail lists a thousand locations and counts them all.
        let detail = try await Self.peakMemory(show, home: home)
        #expect(detail.status == 0)
        #expect(detail.kibibytes < showBase + Self.headroom, "show: \(detail.kibibytes) of \(showBase) KiB")
        let object = try #require(try JSONSerialization.jsonObject(with: detail.output) as? [String: Any])
        #expect((object["locations"] as? [Any])?.count == 1_000)
        #expect((object["locationCount"] as? Int ?? 0) > 100_000)
    }

    /// One merchant with 100,000 CTX offer rows, the best of them the 77,777th (42 %): each directory and the catalog
    /// hold the few rows ``Domain/KeptOffers`` keeps, and lists still rank the merchant by the best of all.
    @Test func aMerchantWithAHundredThousandOffersHoldsAFewAndKeepsItsBest() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("offers.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", file]).status == 0)
        let facts = try await Shell.output(
            "sqlite3",
            [
                file,
                """
                DROP TABLE explore_merchant_heads;
                SELECT merchantId, name FROM merchant WHERE paymentMethod = 'gift card' ORDER BY id LIMIT 1;
                """,
            ]
        ).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|", maxSplits: 1).map(String.init)
        let (id, name) = (facts[0], facts[1])
        let site = home.url.appendingPathComponent("site").path
        let show = ["show", id, "--format", "json"]
        let search = ["search", name, "--format", "json"]
        let catalog = ["catalog", "--out", site, "--format", "xml", "--force"]
        var base: [String: Int] = [:]
        for command in [show, search, catalog] {
            base[command[0]] = try await Self.peakMemory(["--db", file] + command, home: home).kibibytes
        }

        _ = try await Shell.output(
            "sqlite3",
            [
                file,
                """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
                INSERT INTO gift_card_providers
                  (merchantId, provider, redeemType, savingsPercentage, active, denominationsType, sourceId)
                SELECT '\(id)', 'CTX', 'barcode', CASE i WHEN 77777 THEN 4200 ELSE i % 1000 END, 1, 'min-max', i
                  FROM n;
                """,
            ])

        for db in [["--db", file], []] {
            if db.isEmpty { await #expect(try explore.run(["import", file]).status == 0) }
            var peaks: [String: Int] = [:]
            let detail = try await Self.peakMemory(db + show, home: home)
            #expect(detail.status == 0)
            peaks["show"] = detail.kibibytes
            let object = try #require(try JSONSerialization.jsonObject(with: detail.output) as? [String: Any])
            #expect(try #require(object["offers"] as? [Any]).count <= GiftCardProvider.allCases.count)

            let found = try await Self.peakMemory(db + search, home: home)
            peaks["search"] = found.kibibytes
            let items = try #require(
                (try JSONSerialization.jsonObject(with: found.output) as? [String: Any])?["items"] as? [[String: Any]])
            #expect(items.first { $0["merchantId"] as? String == id }?["discountBasisPoints"] as? Int == 4200)

            let written = try await Self.peakMemory(db + catalog, home: home)
            #expect(written.status == 0)
            peaks["catalog"] = written.kibibytes
            let xml = try String(contentsOfFile: site + "/catalog.xml", encoding: .utf8)
            #expect(xml.utf8.count < 200_000)
            #expect(xml.contains("discountBasisPoints=\"4200\""))

            for (command, peak) in peaks {
                let before = base[command] ?? 0
                #expect(peak < before + Self.headroom, "\(command) \(db): \(peak) KiB, \(before) on the small file")
            }
        }
    }

    /// Runs `explore` under GNU time and returns its exit status, peak resident memory in KiB and standard output.
    ///
    /// Not `wait4` on a child of this process: a child spawned from the test runner is charged the runner's
    /// resident memory at the spawn, which dwarfs the figure. `time` forks `explore` from its own small process.
    /// The test waits for it without holding a thread: a debug build's `explore` takes seconds over these rows, and
    /// a blocked thread of the shared pool stalls the other suites' loopback servers.
    static func peakMemory(_ arguments: [String], home: TemporaryFolder) async throws
        -> (status: Int32, kibibytes: Int, output: Data)
    {
        let name = "peak-\(UUID().uuidString)"
        let report = home.url.appendingPathComponent(name)
        let output = home.url.appendingPathComponent(name + ".out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report.path, ExploreProcess.executable.path] + arguments
        process.environment = [
            "HOME": home.url.path, "XDG_DATA_HOME": home.url.appendingPathComponent("data").path, "NO_COLOR": "1",
        ]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try await withCheckedThrowingContinuation { (ended: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in ended.resume() }
            do { try process.run() } catch { ended.resume(throwing: error) }
        }
        let text = try String(contentsOf: report, encoding: .utf8)
        let peak = try #require(Int(text.split(separator: "\n").last(where: { !$0.isEmpty }) ?? ""), "\(text)")
        return (process.terminationStatus, peak, try Data(contentsOf: output))
    }
}
