import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

/// The search page's script on the split index, under Node against real written `search/` folders: what it finds
/// loading only the shards of a word or the cells within a radius is what the whole index gives.
@Suite("search.js on the split index")
struct SearchShardScriptTests {
    struct Query: Encodable {
        let query: String
        var origin: [String: Double]? = nil
        var radius: Double? = nil
    }

    struct Answer: Decodable {
        /// Whether the split search found what the whole index finds (counts, entries, order and distances).
        let same: Bool
        let files: [String]
        let tooMany: Int?
        let nearby: [Near]?
    }

    struct Near: Decodable {
        let kind: String
        let distance: Double?
    }

    /// Runs every query through `search.search` (loading files from the folder) and through the whole index.
    static func answers(_ queries: [Query], in folder: TemporaryCatalogFolder) async throws -> [Answer]? {
        try await SearchScriptTests.evaluate(
            """
            const split = search.readManifest(manifest);
            const seen = found => Object.keys(found).map(kind =>
              [kind, found[kind].count, found[kind].items.map(item => [item.entry.n, item.distance])]);
            return Promise.all(input.map(q => search.search(split, q.query, q.origin, q.radius, load).then(answer => ({
              same: answer.found !== undefined && JSON.stringify(seen(answer.found))
                === JSON.stringify(seen(search.find(search.prepare(index), q.query, q.origin, q.radius))),
              files: answer.files || [],
              tooMany: answer.tooMany === undefined ? null : answer.tooMany,
              nearby: answer.found && answer.found.nearby
                ? answer.found.nearby.items.map(item => ({ kind: item.entry.kind, distance: item.distance })) : null
            }))));
            """, input: queries, in: folder)
    }

    @Test(
        "in shards of 32 KB and of 1 KB, the site finds for every search of the shared table what the whole index finds",
        arguments: [32_768, 1_024])
    func sharedCases(budget: Int) async throws {
        let cases = try JSONDecoder().decode(
            [SearchScriptTests.Case].self, from: Data(contentsOf: SearchScriptTests.casesFile))
        let generated = GeneratedNames.cases(count: 400)
        var catalog = try await CatalogFixture.catalog(
            SearchIndexWriterTests.merchants(named: cases.map(\.name) + generated.map(\.name)))
        catalog.atms = try await CatalogFixture.catalogWithATMs().atms
        let folder = try await SearchIndexWriterTests.render(catalog, budget: budget)
        defer { folder.remove() }
        let queries = (cases.map(\.query) + generated.map(\.query) + ["caracas", "atm", "plaza venezuela"])
            .map { Query(query: $0) }
        let answers = try await #require(try Self.answers(queries, in: folder))
        for (query, answer) in zip(queries, answers) where answer.tooMany == nil {
            #expect(answer.same, "\(query.query.debugDescription)")
            #expect(answer.files.allSatisfy { $0.hasPrefix("search/w/") })
        }
        let answered = answers.filter { $0.tooMany == nil }.count
        if budget > 8_192 {
            #expect(answered == answers.count, "a small directory is a few shards: every search is answered")
        } else {
            // Short generated words in shards cut this small span more than four: those ask for more of the name.
            #expect(answered * 2 >= answers.count, "\(answered) of \(answers.count) answered")
        }
    }

    @Test("near a position, one list holds merchants and ATMs by distance, within the radius, from nearby cells only")
    func nearWithinRadius() async throws {
        let folder = try await SearchScriptTests.site()
        defer { folder.remove() }
        let caracas = ["latitude": 10.495, "longitude": -66.885]
        let radii: [Double] = [1_000, 5_000, 25_000, 100_000]
        let queries =
            radii.map { Query(query: "", origin: caracas, radius: $0) } + [
                Query(query: "plaza", origin: caracas, radius: 5_000),
                Query(query: "c", origin: caracas, radius: 1_000),
            ]
        let answers = try await #require(try Self.answers(queries, in: folder))
        let cells = try await #require(
            try SearchScriptTests.evaluate(
                "return load('search/cells.json').then(list => list.cells.length);", in: folder, as: Int.self))
        for (query, answer) in zip(queries, answers) {
            #expect(answer.same, "\(query)")
            let distances = answer.nearby?.compactMap(\.distance) ?? []
            #expect(distances == distances.sorted(), "nearest first")
            if query.query.isEmpty {
                #expect(distances.count == answer.nearby?.count, "with no words, only placed entries")
                #expect(distances.allSatisfy { $0 <= query.radius ?? 0 }, "within \(query.radius ?? 0) m")
                #expect(answer.files.allSatisfy { $0.hasPrefix("search/c/") } && answer.files.count < cells)
            }
        }
        let counts = answers.prefix(radii.count).map { $0.nearby?.count ?? 0 }
        #expect(counts == counts.sorted() && counts[0] < counts[3], "a larger radius finds more: \(counts)")
        let kinds = try #require(answers[1].nearby).map(\.kind).joined()
        #expect(kinds.contains("mam"), "an ATM between merchants, by distance: \(kinds)")
    }
}
