import Domain
import Foundation
import Testing

@testable import CatalogExport

/// The search index's files (``SearchIndexWriter``): the same bytes on every run, every entry in the shard of each of
/// its words, and no file past the budget however skewed the names.
@Suite("SearchIndexWriter")
struct SearchIndexWriterTests {
    /// The manifest as the script reads it.
    struct Manifest: Decodable {
        let split: [String]
        let shards: [[Entry]]
        let counts: [String: Int]

        enum Entry: Decodable {
            case key(String)
            case number(Int)
            init(from decoder: any Decoder) throws {
                let value = try decoder.singleValueContainer()
                if let number = try? value.decode(Int.self) {
                    self = .number(number)
                } else {
                    self = .key(try value.decode(String.self))
                }
            }
            var key: String { if case .key(let key) = self { key } else { "" } }
            var number: Int { if case .number(let number) = self { number } else { -1 } }
        }
    }

    /// `search/cells.json`.
    struct Cells: Decodable {
        let cells: [[Manifest.Entry]]
    }

    struct Record: Decodable, Hashable {
        let n: Int
        let kind: String
        let name: String
        let within: String?
    }

    /// Merchants named `names`, placed around Caracas so that they fill several map cells.
    static func merchants(named names: [String]) -> [Merchant] {
        names.enumerated().map { number, name in
            Merchant(
                id: MerchantID("m-\(number)"), name: name, type: .physical, paymentMethod: .dash,
                locations: [
                    Location(
                        id: Int64(number + 1), addressLines: ["\(number) Street"], city: "Caracas",
                        territory: "Distrito Capital",
                        coordinate: Coordinate(
                            latitude: 10.2 + Double(number % 41) / 50, longitude: -67.2 + Double(number % 37) / 50))
                ])
        }
    }

    static func render(_ catalog: Catalog, budget: Int) async throws -> TemporaryCatalogFolder {
        let folder = try TemporaryCatalogFolder()
        try await CatalogSiteRenderer(options: CatalogSiteOptions(searchShardBytes: budget)).render(catalog, to: folder)
        return folder
    }

    /// Names that crowd a few prefixes: most begin with "caf", many are exactly "Cafe", some share six letters.
    static let skewedNames: [String] = (0..<1_500).map { number in
        switch number % 5 {
        case 0, 1: "Cafe \(number)"
        case 2: "Cafeteria Cafetal \(number)"
        case 3: "Caffè Nero \(number % 7)"
        default: "Café"
        }
    }

    @Test("a rerun writes the same search files, byte for byte")
    func deterministic() async throws {
        let catalog = try await CatalogFixture.catalog(Self.merchants(named: Self.skewedNames))
        let first = try await Self.render(catalog, budget: 4_096)
        let second = try await Self.render(catalog, budget: 4_096)
        defer {
            first.remove()
            second.remove()
        }
        let paths = first.relativePaths().filter { $0.hasPrefix("search/") }
        #expect(paths.count > 20 && paths == second.relativePaths().filter { $0.hasPrefix("search/") })
        for path in paths { #expect(try first.contents(of: path) == second.contents(of: path), "\(path)") }
    }

    @Test("no file outgrows the budget, nor a first part a quarter of it, however many names share their words")
    func sizeBound() async throws {
        let folder = try await Self.render(
            try await CatalogFixture.catalog(Self.merchants(named: Self.skewedNames)), budget: 4_096)
        defer { folder.remove() }
        let files = folder.relativePaths().filter { $0.hasPrefix("search/w/") || $0.hasPrefix("search/c/") }
        for path in files { #expect(try folder.contents(of: path).count <= 4_096, "\(path)") }
        // What a search loads before its first results: a word shard's first part (`<n>.json`, not `<n>-2.json`).
        let firstParts = files.filter { $0.hasPrefix("search/w/") && !$0.contains("-") }
        #expect(firstParts.count > 20)
        for path in firstParts { #expect(try folder.contents(of: path).count <= 1_024, "\(path)") }
        let manifest = try JSONDecoder().decode(Manifest.self, from: folder.contents(of: "search/manifest.json"))
        #expect(manifest.split.contains("caf") && manifest.split.contains("cafe"), "crowded prefixes are split")
        let exact = try #require(manifest.shards.first { $0[0].key == "cafe." }, "a shard of the word alone")
        #expect(exact[1].number > 1, "one word past the budget is cut into parts")
    }

    @Test("every entry is in the shard of each of its words, and in the cell of each of its points")
    func reachable() async throws {
        // Names with words: a name of only symbols is found by no word (and near me finds it by its cell).
        let names = (Self.skewedNames.prefix(300) + GeneratedNames.cases(count: 300).map(\.name))
            .filter { !SearchWords.words(in: $0).isEmpty }
        var catalog = try await CatalogFixture.catalog(Self.merchants(named: Array(names)))
        catalog.atms = try await CatalogFixture.catalogWithATMs().atms
        let folder = try await Self.render(catalog, budget: 2_048)
        defer { folder.remove() }
        let manifest = try JSONDecoder().decode(Manifest.self, from: folder.contents(of: "search/manifest.json"))
        let plan = SearchShardPlan(split: Set(manifest.split))
        func records(_ stem: String, parts: Int) throws -> Set<Record> {
            try Set(
                (1...max(1, parts)).flatMap { part in
                    try JSONDecoder().decode(
                        [Record].self,
                        from: folder.contents(of: SearchShardFile.path(stem: stem, part: part)))
                })
        }
        var shards: [String: Set<Record>] = [:]
        for (id, shard) in manifest.shards.enumerated() {
            shards[shard[0].key] = try records("search/w/\(id)", parts: shard[1].number)
            #expect(shards[shard[0].key]?.count == shard[2].number, "the manifest counts the shard's records")
        }
        let everything = shards.values.reduce(into: Set<Record>()) { $0.formUnion($1) }
        #expect(everything.count == manifest.counts.values.reduce(0, +), "every entry has a word here")
        for record in everything {
            for word in SearchWords.words(in: record.name + " " + (record.within ?? "")) {
                #expect(shards[plan.shard(of: word)]?.contains(record) == true, "\(record.name) under \(word)")
            }
        }
        let cells = try JSONDecoder().decode(Cells.self, from: folder.contents(of: "search/cells.json")).cells
        let placed = try cells.reduce(into: Set<Int>()) { found, cell in
            found.formUnion(try records("search/c/\(cell[0].key)", parts: cell[1].number).map(\.n))
        }
        let merchants = everything.filter { $0.kind == "m" }.map(\.n)
        #expect(merchants.count == names.count && placed.isSuperset(of: merchants), "every merchant here is placed")
        #expect(placed.count > merchants.count, "and the placed ATMs")
    }
}
