import Foundation
import Testing

/// Every merchant of a directory larger than one page (`--limit` is at most 1,000) is reached by `--offset`, each
/// exactly once, in every order, through the built `explore` on a generated file.
@Suite struct OffsetPagingTests {
    /// Generates a file of `merchants` merchants in a fresh home and runs `body` with it.
    func withDirectory(merchants: Int, _ body: (ExploreProcess, String) async throws -> Void) async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let explore = ExploreProcess(home: home)
        let file = home.url.appendingPathComponent("big.db").path
        let made = try await explore.run(["generate", "--merchants", "\(merchants)", "--out", file])
        try #require(made.status == 0, "\(made.standardError)")
        try await body(explore, file)
    }

    /// One page's JSON: its total, offset, next offset and the ids of its rows.
    struct PageAnswer {
        var total: Int
        var offset: Int
        var nextOffset: Int?
        var ids: [String]

        init(_ run: ExploreProcess.Run) throws {
            try #require(run.status == 0, "\(run.standardError)")
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            total = try #require(json["total"] as? Int)
            offset = try #require(json["offset"] as? Int)
            #expect(json.keys.contains("nextOffset"), "the key is there on the last page too, as null")
            nextOffset = json["nextOffset"] as? Int
            let items = try #require(json["items"] as? [[String: Any]])
            ids = try items.map { try #require($0["merchantId"] as? String) }
        }
    }

    @Test(arguments: ["name", "discount"])
    func pagesFollowingNextOffsetListEveryMerchantOnce(sort: String) async throws {
        try await withDirectory(merchants: 2_345) { explore, file in
            var pages: [PageAnswer] = []
            var offset: Int? = 0
            while let next = offset, pages.count < 10 {
                let arguments = [
                    "search", "--db", file, "--sort", sort, "--limit", "1000", "--offset", "\(next)", "--format",
                    "json",
                ]
                let page = try await PageAnswer(try explore.run(arguments))
                #expect(page.offset == next)
                pages.append(page)
                offset = page.nextOffset
            }

            let ids = pages.flatMap(\.ids)
            let total = try #require(pages.first?.total)
            #expect(total > 1_000, "more than one page")
            #expect(pages.count == (total + 999) / 1000)
            #expect(pages.map(\.nextOffset) == pages.indices.dropFirst().map { $0 * 1000 } + [nil])
            #expect(ids.count == total)
            #expect(Set(ids).count == total, "no merchant is repeated, so none is skipped")
        }
    }

    @Test func textPagesSayWhichRowsTheyHoldAndAPagePastTheEndSaysSo() async throws {
        try await withDirectory(merchants: 1_500) { explore, file in
            let total = try await PageAnswer(try explore.run(["search", "--db", file, "--format", "json"])).total
            let grouped = "\(total / 1000),\(String(format: "%03d", total % 1000))"  // 1,000 to 1,500 merchants

            let second = try await explore.run(["search", "--db", file, "--limit", "1000", "--offset", "1000"])
            #expect(second.status == 0)
            let rows = second.standardOutput.split(separator: "\n")
            #expect(rows.last == " Showing 1,001–\(grouped) of \(grouped) merchants")
            #expect(rows.count == 1 + (total - 1000) + 1, "headings, the rest of the rows, the count")

            let past = try await explore.run(["search", "--db", file, "--offset", "5000"])
            #expect(past.status == 0)
            #expect(past.standardOutput == " All \(grouped) merchants come before this page.\n")
            let json = try await PageAnswer(
                try explore.run(["search", "--db", file, "--offset", "5000", "--format", "json"]))
            #expect(json.ids.isEmpty && json.nextOffset == nil && json.total == total)
        }
    }

    @Test func aNegativeOffsetIsAUsageError() async throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let run = try await ExploreProcess(home: home).run(["search", "--offset=-1"])
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.standardError.contains("'-1' is not an offset"), "\(run.standardError)")
    }
}
