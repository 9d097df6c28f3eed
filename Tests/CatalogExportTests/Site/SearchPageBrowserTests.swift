import CatalogExport
import Foundation
import TestSupport
import Testing

/// The search page in a real browser: headless Chromium, driven by `Tests/Support/browser_catalog_search.mjs`, opens
/// a built catalog served over loopback HTTP, and the DevTools protocol counts the bytes received before the first
/// results appear.
@Suite("search page in a browser")
struct SearchPageBrowserTests {
    struct Visit: Decodable {
        struct Near: Decodable {
            let path: String
            let detail: String
        }
        let bytes: Int
        let files: [String]
        let status: String
        let results: [String]
        let nearby: [Near]
        let address: String
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Support/browser_catalog_search.mjs")

    /// What the page showed for `arguments` (the query, then options) on `folder`'s site.
    static func visit(_ folder: TemporaryCatalogFolder, _ arguments: [String]) async throws -> Visit? {
        guard let printed = try await NodeScript.run(file: script, arguments: [folder.url.path] + arguments) else {
            return nil
        }
        return try JSONDecoder().decode(Visit.self, from: printed)
    }

    @Test("searching “cafe” loads the manifest and one shard, and shows what the whole index finds")
    func searchesByShard() async throws {
        let folder = try await SearchScriptTests.site()
        defer { folder.remove() }
        let visit = try await #require(try Self.visit(folder, ["cafe"]))
        #expect(visit.results.contains("Café Ávila") && visit.results.contains("Cafe Bitcoin Kiosk"))
        #expect(visit.status.hasSuffix("found."), "\(visit.status)")
        let data = visit.files.filter { $0.hasPrefix("/search/") }
        #expect(data.count == 2 && data.contains("/search/manifest.json"), "\(data)")
        #expect(visit.bytes > 0 && visit.bytes < 150_000)
    }

    @Test("what is typed goes into the address, to share; a position from the address stays, the radius with it")
    func theSearchIsInTheAddress() async throws {
        let folder = try await SearchScriptTests.site()
        defer { folder.remove() }
        let typed = try #require(try await Self.visit(folder, ["arepa", "--type", "ávila caf"]))
        #expect(typed.results.contains("Café Ávila"), "\(typed.results)")
        #expect(typed.address == "?q=%C3%A1vila+caf")
        // The variant: a page opened near a position, with another radius, keeps both beside the words.
        let near = try #require(
            try await Self.visit(folder, ["cafe", "--near", "10.495,-66.885", "--within", "25", "--type", "arepa"]))
        #expect(near.address == "?q=arepa&near=10.495%2C-66.885&within=25")
    }

    @Test("near a position within 5 km, one list orders an ATM between merchants by distance, from nearby cells")
    func nearMeWithRadius() async throws {
        let folder = try await SearchScriptTests.site()
        defer { folder.remove() }
        let visit = try await #require(try Self.visit(folder, ["", "--near", "10.495,-66.885", "--within", "5"]))
        let kinds = visit.nearby.map { $0.path.hasPrefix("atms/") ? "a" : "m" }.joined()
        #expect(kinds.contains("mam"), "\(visit.nearby.map(\.path))")
        let metres = visit.nearby.map { near -> Double in
            let last = near.detail.components(separatedBy: " · ").last ?? ""
            let number = Double(last.split(separator: " ").first ?? "") ?? -1
            return last.hasSuffix(" km") ? number * 1_000 : number
        }
        #expect(metres == metres.sorted() && metres.allSatisfy { $0 >= 0 && $0 <= 5_000 }, "\(metres)")
        #expect(!visit.files.contains { $0.hasPrefix("/search/w/") }, "no word shard is needed")
        #expect(visit.files.contains { $0.hasPrefix("/search/c/") })
    }
}
