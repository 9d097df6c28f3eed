import DataLayer
import Domain
import Foundation
import TestSupport
import Testing

/// A generated file read by `SQLiteDirectory`, with the merchants it holds in an `InMemoryDirectory` oracle.
struct GeneratedFixture: Sendable {
    let folder: TemporaryDirectory
    let path: String
    let directory: SQLiteDirectory
    let oracle: InMemoryDirectory
    let merchants: [Merchant]

    /// A benchmark-style file with the hostile names planted in it.
    init(merchantCount: Int, seed: UInt64) throws {
        folder = try TemporaryDirectory()
        path = folder.path("sample.db")
        let generator = SampleDirectoryGenerator(merchantCount: merchantCount, seed: seed, planted: HostileSamples.all)
        try generator.write(to: path)
        merchants = generator.merchants()
        directory = try SQLiteDirectory(path: path)
        oracle = InMemoryDirectory(merchants: merchants)
    }

    /// One file shared by the suites that only read it.
    static let shared = try! GeneratedFixture(merchantCount: 400, seed: 7)
}

/// The SQLite directory against `InMemoryDirectory` (the Domain's rules in plain Swift) on a generated file.
@Suite struct SQLiteDirectoryOracleTests {
    let fixture = GeneratedFixture.shared

    /// Queries drawn from the sample's own names (words, 2–4-letter prefixes, two words, no match), across
    /// tabs, sorts, positions, radii, filters and pages.
    func queries() -> [MerchantQuery] {
        var random = TestRandom(seed: 99)
        let asciiWords = fixture.merchants.flatMap { $0.name.split(separator: " ").map(String.init) }
            .filter { $0.allSatisfy { $0.isASCII && $0.isLetter } }
        var texts = ["", "market", "MARKET", "zzqx", "caf", "Market pizza", "  "]
        for _ in 0..<40 {
            let word = random.pick(asciiWords)
            texts.append(word)
            texts.append(String(word.prefix(random.int(in: 2...4))).lowercased())
            texts.append(word + " " + random.pick(asciiWords).prefix(3))
        }
        let positions = [
            Fixtures.caracas, Fixtures.newYork, Fixtures.beirut, Coordinate(latitude: -16.85, longitude: 179.97)!,
        ]
        var queries: [MerchantQuery] = []
        for (index, text) in texts.enumerated() {
            var query = MerchantQuery(text: text)
            query.tab = DirectoryTab.allCases[index % 3]
            query.sort = MerchantSort.allCases[(index / 3) % 3]
            query.position = index % 4 == 0 && query.tab != .nearby ? nil : positions[index % positions.count]
            query.radius = .kilometers([1, 5, 20, 50, 500][index % 5])
            if index % 5 == 1 { query.filters.paymentOptions = [.dash] }
            if index % 5 == 2 { query.filters.paymentOptions = [.ctx] }
            if index % 7 == 3 { query.filters.paymentOptions = [.piggyCards, .dash] }
            if index % 6 == 4 { query.filters.denominations = [.minMax] }
            if index % 8 == 5 { query.filters.territory = "Distrito Capital" }
            if index % 9 == 6 { query.filters.types = [.online, .both] }
            query.page = PageRequest(offset: index % 4 == 3 ? 5 : 0, limit: index % 2 == 0 ? 100 : 7)
            queries.append(query)
        }
        return queries
    }

    @Test func everySearchMatchesTheOracle() async throws {
        for query in queries() {
            let expected = try await fixture.oracle.search(query)
            let actual = try await fixture.directory.search(query)
            #expect(actual.total == expected.total, "\(query)")
            #expect(actual.items.map(\.id) == expected.items.map(\.id), "\(query)")
            #expect(actual == expected, "\(query)")
        }
    }

    @Test func merchantDetailMatchesTheOracleWithAndWithoutAPosition() async throws {
        // Both sides hide the merchants sold only through a disabled provider (DirectorySQLTests shows that).
        for merchant in InMemoryDirectory.shown(fixture.merchants).prefix(60) {
            #expect(try await fixture.directory.merchant(id: merchant.id) == fixture.oracle.merchant(id: merchant.id))
            for position in [nil, Fixtures.caracas] {
                let expected = try await GetMerchantDetail(directory: fixture.oracle)(merchant.id, near: position)
                let actual = try await GetMerchantDetail(directory: fixture.directory)(merchant.id, near: position)
                #expect(actual == expected)
            }
        }
    }

    @Test func territoriesMatchTheOracle() async throws {
        #expect(try await fixture.directory.territories() == fixture.oracle.territories())
    }

    @Test func catalogSummaryMatchesTheOracleExceptTheSnapshotInfo() async throws {
        for territory in [nil, "Distrito Capital", "California"] {
            var expected = try await fixture.oracle.catalogSummary(territory: territory)
            let actual = try await fixture.directory.catalogSummary(territory: territory)
            expected.snapshot = actual.snapshot
            #expect(actual == expected)
        }
    }

    @Test func catalogBatchesVisitEveryMerchantInTheOracleOrder() async throws {
        for territory in [nil, "New York"] {
            let actual = try await fixture.directory.catalogStream(territory: territory, batchSize: 37).collected()
            let expected = try await fixture.oracle.catalogMerchants(territory: territory)
            #expect(actual.count == expected.count)
            #expect(actual == expected)
        }
    }
}
