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

    @Test("what Near me shows before its last cells arrive is the start of what it shows once they have")
    func settledResultsComeFirst() async throws {
        // Grids of merchants spanning several cells: in the tropics, north of the Arctic circle (where a square of
        // latitude and longitude is far from a circle's neighbourhood), and across the antimeridian.
        let centres = [(10.5, -66.9), (69.65, 18.95), (-17.0, 179.98)]
        let merchants = centres.enumerated().flatMap { grid, centre in
            (0..<300).map { number in
                let longitude = centre.1 - 0.3 + Double(number / 17) * 0.037
                return Merchant(
                    id: MerchantID("m-\(grid)-\(number)"), name: "Shop \(number)", type: .physical,
                    paymentMethod: .dash,
                    locations: [
                        Location(
                            id: Int64(grid * 1_000 + number), addressLines: [], city: "City \(grid)",
                            territory: "Territory \(grid)",
                            coordinate: Coordinate(
                                latitude: centre.0 - 0.3 + Double(number % 17) * 0.037,
                                longitude: longitude > 180 ? longitude - 360 : longitude))
                    ])
            }
        }
        let folder = try await SearchIndexWriterTests.render(try await CatalogFixture.catalog(merchants), budget: 1_024)
        defer { folder.remove() }
        let queries = centres.flatMap { centre in
            [(0.0, 0.0), (0.013, -0.021), (-0.31, 0.29)].flatMap { offset in
                [1_000.0, 5_000, 25_000, 100_000, 500_000].map { radius in
                    let longitude = centre.1 + offset.1
                    return Query(
                        query: "",
                        origin: [
                            "latitude": centre.0 + offset.0,
                            "longitude": longitude > 180 ? longitude - 360 : longitude,
                        ], radius: radius)
                }
            }
        }
        let shown = try await #require(
            try SearchScriptTests.evaluate(
                """
                const listed = found => found.nearby.items.map(item => [item.entry.n, item.distance]);
                return Promise.all(input.map(q => {
                  const early = [];
                  return search.search(search.readManifest(manifest), q.query, q.origin, q.radius, load,
                    progress => early.push(listed(progress.found))).then(answer => ({ early, last: listed(answer.found) }));
                }));
                """, input: queries, in: folder, as: [Shown].self))
        for (query, shown) in zip(queries, shown) {
            for early in shown.early {
                #expect(early == Array(shown.last.prefix(early.count)), "\(query)")
            }
        }
        #expect(shown.filter { $0.early.contains { !$0.isEmpty } }.count >= 5, "results shown before the last cells")
        let answers = try await #require(try Self.answers(queries, in: folder))
        #expect(answers.allSatisfy { $0.same }, "the split index finds what the whole index finds")
    }

    @Test("a map cell's reach is the distance to its square's nearest point, at any latitude and longitude apart")
    func reachIsTheNearestPointOfTheSquare() async throws {
        let folder = try await SearchScriptTests.site()
        defer { folder.remove() }
        // Squares of 0.05° around origins from the equator to 85°, up to 20° of longitude apart and across the
        // antimeridian, against the least distance to 400 points along each side (sides are at most 5.6 km, so the
        // sampled least is at most 7 m more than the true one).
        let gaps = try await #require(
            try SearchScriptTests.evaluate(
                """
                const gaps = [];
                for (const [latitude, longitude] of [[0.3, 10], [45.2, -3.1], [69.65, 18.95], [80.1, 179.9], [-85, -179.99]]) {
                  const origin = { latitude, longitude };
                  for (let row = -40; row <= 40; row += 3) for (let column = -400; column <= 400; column += 37) {
                    const south = Math.floor(latitude / 0.05) * 0.05 + row * 0.05;
                    const west = Math.floor(longitude / 0.05) * 0.05 + column * 0.05;
                    if (south < -90 || south + 0.05 > 90) continue;
                    const exact = search.nearestInSquare(origin, south, west, 0.05);
                    let sampled = Infinity;
                    for (let step = 0; step <= 400; step += 1) {
                      const along = step * 0.05 / 400;
                      for (const [lat, lon] of [[south + along, west], [south + along, west + 0.05],
                                                [south, west + along], [south + 0.05, west + along]]) {
                        const wrapped = ((lon + 540) % 360) - 180;
                        sampled = Math.min(sampled, search.nearest([lat * 1000, wrapped * 1000], origin));
                      }
                    }
                    const inside = latitude >= south && latitude <= south + 0.05
                      && ((longitude - west) % 360 + 360) % 360 <= 0.05;
                    gaps.push(inside ? exact : sampled - exact);
                  }
                }
                return gaps;
                """, in: folder, as: [Double].self))
        #expect(gaps.count > 1_000)
        #expect(
            gaps.allSatisfy { $0 >= -0.01 && $0 <= 7 },
            "exact ≤ sampled ≤ exact + 7 m: \(gaps.min() ?? 0)…\(gaps.max() ?? 0)")
    }

    /// What a search showed while it loaded (each time it showed anything) and at the end: entry numbers and
    /// distances, in order.
    struct Shown: Decodable {
        let early: [[[Double]]]
        let last: [[Double]]
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
