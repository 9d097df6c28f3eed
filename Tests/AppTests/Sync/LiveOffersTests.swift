// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import TestSupport
    import Testing

    /// `explore show` with `--ctx-url`, against a loopback server that answers at once: the live answer is used every
    /// time, for a merchant the snapshot lists a CTX offer for and for one it does not.
    @Suite("explore show asks CTX's API", .serialized)
    struct LiveOffersTests {
        @Test func aLiveAnswerWithinTheDeadlineIsUsedEveryTime() async throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "explore-live-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let explore = ExploreBinary(dataHome: root.appendingPathComponent("home"))
            let api = root.appendingPathComponent("api")
            try FileManager.default.createDirectory(
                at: api.appendingPathComponent("merchants"), withIntermediateDirectories: true)
            try await explore.expectSuccess(["search", "a"])  // First run: the built-in sample.
            let withCTX = try await firstMerchant(explore, ["--method", "ctx"])
            let snapshot = root.appendingPathComponent("home/explore/directory.db").path
            let dashOnly = try await Shell.output(
                "sqlite3",
                [
                    snapshot,
                    "SELECT merchantId FROM merchant WHERE active AND merchantId NOT IN "
                        + "(SELECT merchantId FROM gift_card_providers) ORDER BY id LIMIT 1",
                ]
            ).trimmingCharacters(in: .whitespacesAndNewlines)
            try #require(!dashOnly.isEmpty)
            for id in [withCTX, dashOnly] {
                let answer = """
                    {"id": "\(id)", "enabled": true, "savingsPercentage": "4.25", "denominationsType": "min-max",
                     "minimumCardPurchase": 5, "maximumCardPurchase": 200}
                    """
                try Data(answer.utf8).write(to: api.appendingPathComponent("merchants/\(id)"))
            }
            let server = try LoopbackSnapshotServer(serving: root)
            let base = server.url("ok", folder: root.lastPathComponent + "/api", file: "")

            for id in [withCTX, dashOnly] {
                for run in 1...10 {
                    let output = try await show(explore, ["--ctx-url", base, "show", id, "--format", "json"])
                    let offers = try #require(output["offers"] as? [[String: Any]], "\(id), run \(run)")
                    let ctx = offers.first { $0["provider"] as? String == "CTX" }
                    #expect(ctx?["source"] as? String == "live", "\(id), run \(run): \(offers)")
                    #expect(ctx?["discountBasisPoints"] as? Int == 425, "\(id), run \(run)")
                }
            }
        }

        func firstMerchant(_ explore: ExploreBinary, _ filter: [String]) async throws -> String {
            let output = try await show(explore, ["search"] + filter + ["--limit", "1", "--format", "json"])
            let items = try #require(output["items"] as? [[String: Any]])
            return try #require(items.first?["merchantId"] as? String)
        }

        /// Runs `explore` and reads its JSON output.
        func show(_ explore: ExploreBinary, _ arguments: [String]) async throws -> [String: Any] {
            let ended = await ChildProcess.finish(try explore.start(arguments, keepingOutput: true))
            #expect(ended.status == 0, "explore \(arguments.joined(separator: " "))")
            return try #require(try JSONSerialization.jsonObject(with: ended.output) as? [String: Any])
        }
    }
#endif
