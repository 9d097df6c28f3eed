import Domain
import Foundation
import Testing

/// One merchant with 100,000 locations (made in the test's set-up from a generated file with the `sqlite3` tool): a
/// search near a position and the merchant's detail keep a thousand of its locations (``Domain/KeptLocations``), so
/// their memory stays that of any search.
///
/// The reference directory reads the file as made, from elsewhere; the accelerated one reads it once imported.
@Suite struct OneBigMerchantTests {
    @Test func aSearchAndADetailHoldAThousandOfAMerchantsLocations() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("big.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", file]).status == 0)
        let columns = try await Shell.output(
            "sqlite3",
            [
                file,
                "SELECT group_concat(name, ',') FROM pragma_table_info('merchant') "
                    + "WHERE name NOT IN ('id', 'latitude', 'longitude')",
            ]
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        let big = try await Shell.output(
            "sqlite3",
            [
                file,
                """
                DROP TABLE explore_merchant_heads;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
                INSERT INTO merchant (\(columns), latitude, longitude)
                SELECT \(columns), 10 + (i % 1000) / 1000.0, -66 + (i / 1000) / 1000.0 FROM n,
                  (SELECT * FROM merchant WHERE id = (SELECT min(id) FROM merchant WHERE latitude IS NOT NULL));
                SELECT merchantId FROM merchant WHERE id = (SELECT max(id) FROM merchant);
                """,
            ]
        ).trimmingCharacters(in: .whitespacesAndNewlines)

        // A search of a 20-merchant sample takes some 50 MB; holding 300,000 locations took ten times that, so these
        // 100,000 held would take some 170 MB, over the bound below. The reference directory reads the file as made;
        // the accelerated one once it is imported.
        let reference = try await Self.peakMemory(
            ["--db", file, "search", "--near", "10.2,-65.9", "--sort", "distance", "--limit", "3"], home: home)
        #expect(reference.status == 0)
        #expect(reference.kibibytes < 100_000, "the reference's search: \(reference.kibibytes) KiB at its peak")
        await #expect(try explore.run(["import", file]).status == 0)
        for sort in ["name", "distance"] {
            let search = try await Self.peakMemory(
                ["search", "--near", "10.2,-65.9", "--sort", sort, "--limit", "3"], home: home)
            #expect(search.status == 0)
            #expect(search.kibibytes < 100_000, "sorted by \(sort): \(search.kibibytes) KiB at its peak")
        }

        // The detail lists a thousand locations and counts them all.
        let show = try await Self.peakMemory(["show", big, "--near", "10.2,-65.9", "--format", "json"], home: home)
        #expect(show.status == 0)
        #expect(show.kibibytes < 100_000, "show: \(show.kibibytes) KiB at its peak")
        let detail = try #require(try JSONSerialization.jsonObject(with: show.output) as? [String: Any])
        #expect((detail["locations"] as? [Any])?.count == 1_000)
        #expect((detail["locationCount"] as? Int ?? 0) > 100_000)
    }

    /// One merchant with 100,000 CTX offer rows, the best of them the 77,777th (42 %): each directory and the catalog
    /// hold the few rows ``Domain/KeptOffers`` keeps, and lists still rank the merchant by the best of all.
    @Test func aMerchantWithAHundredThousandOffersHoldsAFewAndKeepsItsBest() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("offers.db").path
        await #expect(try explore.run(["generate", "--merchants", "20", "--out", file]).status == 0)
        let id = try await Shell.output(
            "sqlite3",
            [
                file,
                """
                DROP TABLE explore_merchant_heads;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
                INSERT INTO gift_card_providers
                  (merchantId, provider, redeemType, savingsPercentage, active, denominationsType, sourceId)
                SELECT m, 'CTX', 'barcode', CASE i WHEN 77777 THEN 4200 ELSE i % 1000 END, 1, 'min-max', i FROM n,
                  (SELECT merchantId AS m FROM merchant WHERE paymentMethod = 'gift card' ORDER BY id LIMIT 1);
                SELECT merchantId FROM gift_card_providers WHERE id = (SELECT max(id) FROM gift_card_providers);
                """,
            ]
        ).trimmingCharacters(in: .whitespacesAndNewlines)

        let site = home.url.appendingPathComponent("site").path
        for db in [["--db", file], []] {
            if db.isEmpty { await #expect(try explore.run(["import", file]).status == 0) }
            let show = try await Self.peakMemory(db + ["show", id, "--format", "json"], home: home)
            #expect(show.status == 0)
            #expect(show.kibibytes < 100_000, "show \(db): \(show.kibibytes) KiB at its peak")
            let detail = try #require(try JSONSerialization.jsonObject(with: show.output) as? [String: Any])
            let name = try #require(detail["name"] as? String)
            #expect(try #require(detail["offers"] as? [Any]).count <= GiftCardProvider.allCases.count)

            let search = try await Self.peakMemory(db + ["search", name, "--format", "json"], home: home)
            #expect(search.kibibytes < 100_000, "search \(db): \(search.kibibytes) KiB at its peak")
            let items = try #require(
                (try JSONSerialization.jsonObject(with: search.output) as? [String: Any])?["items"] as? [[String: Any]])
            #expect(items.first { $0["merchantId"] as? String == id }?["discountBasisPoints"] as? Int == 4200)

            let catalog = try await Self.peakMemory(
                db + ["catalog", "--out", site, "--format", "xml", "--force"], home: home)
            #expect(catalog.status == 0)
            #expect(catalog.kibibytes < 100_000, "catalog \(db): \(catalog.kibibytes) KiB at its peak")
            let xml = try String(contentsOfFile: site + "/catalog.xml", encoding: .utf8)
            #expect(xml.utf8.count < 200_000)
            #expect(xml.contains("discountBasisPoints=\"4200\""))
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
