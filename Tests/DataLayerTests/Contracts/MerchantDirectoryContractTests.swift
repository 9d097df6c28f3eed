import DataLayer
import Domain
import Foundation
import TestSupport
import Testing

@testable import SnapshotFile

/// What every `MerchantDirectory` must answer, checked on each implementation (``DirectoryImplementation/all``):
/// whole results against `InMemoryDirectory` (the Domain's rules in plain Swift, Nearby's brute force included) on
/// a generated file, and the shared table of the name-matching rule on a hand-made one.
@Suite("MerchantDirectory contract")
struct MerchantDirectoryContractTests {
    let snapshot = ContractSnapshot.generated
    var oracle: InMemoryDirectory { InMemoryDirectory(merchants: snapshot.merchants) }

    /// Queries drawn from the sample's own names (words, 2–4-letter prefixes, two words, no match), across tabs,
    /// sorts, positions, radii, filters and pages.
    func queries() -> [MerchantQuery] {
        var random = TestRandom(seed: 99)
        let asciiWords = snapshot.merchants.flatMap { $0.name.split(separator: " ").map(String.init) }
            .filter { $0.allSatisfy { $0.isASCII && $0.isLetter } }
        var texts = ["", "market", "MARKET", "zzqx", "caf", "Market pizza", "  "]
        for _ in 0..<20 {
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

    @Test(arguments: DirectoryImplementation.all)
    func everySearchAnswersAsTheDomainsRules(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(snapshot)
        for query in queries() {
            let expected = try await oracle.search(query)
            let actual = try await directory.search(query)
            #expect(actual.total == expected.total, "\(query)")
            #expect(actual.items.map(\.id) == expected.items.map(\.id), "\(query)")
            #expect(actual == expected, "\(query)")
        }
    }

    /// Nearby in a chosen territory (``ChosenLocation/nearbyQuery(_:)``) lists the same merchants, rows and order
    /// everywhere: every merchant with a location there, however far from the territory's position.
    @Test(arguments: DirectoryImplementation.all)
    func nearbyInATerritoryAnswersAsTheDomainsRules(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(snapshot)
        let territories = try await oracle.territories().sorted { $0.merchantCount > $1.merchantCount }.prefix(4)
        #expect(territories.count >= 2)
        for (index, territory) in territories.enumerated() {
            let location = ChosenLocation(
                name: territory.name, coordinate: [Fixtures.caracas, Fixtures.newYork][index % 2],
                radius: .kilometers(1), territory: territory.name)
            for sort in MerchantSort.allCases {
                for page in [PageRequest(limit: 1000), PageRequest(offset: 3, limit: 5)] {
                    let expected = try await ListNearbyMerchants(directory: oracle)(
                        at: location, sort: sort, page: page)
                    let actual = try await ListNearbyMerchants(directory: directory)(
                        at: location, sort: sort, page: page)
                    #expect(actual == expected, "\(territory.name) \(sort) \(page)")
                    if page.offset == 0 { #expect(expected.total == territory.merchantCount, "\(territory.name)") }
                }
            }
        }
    }

    @Test(arguments: DirectoryImplementation.all)
    func aMerchantComesWholeWithAndWithoutAPosition(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(snapshot)
        // Both hide the merchants sold only through a disabled provider (DirectorySQLTests shows that).
        for merchant in InMemoryDirectory.shown(snapshot.merchants).prefix(60) {
            #expect(try await directory.merchant(id: merchant.id) == oracle.merchant(id: merchant.id))
            for position in [nil, Fixtures.caracas] {
                let expected = try await GetMerchantDetail(directory: oracle)(merchant.id, near: position)
                #expect(try await GetMerchantDetail(directory: directory)(merchant.id, near: position) == expected)
            }
        }
        await #expect(throws: DirectoryError.merchantNotFound(MerchantID("no-such-merchant"))) {
            try await directory.merchant(id: MerchantID("no-such-merchant"))
        }
    }

    @Test(arguments: DirectoryImplementation.all)
    func territoriesAreEveryVisibleOneWithItsCount(_ implementation: DirectoryImplementation) async throws {
        #expect(try await implementation.open(snapshot).territories() == oracle.territories())
    }

    @Test(arguments: DirectoryImplementation.all)
    func aCatalogSummaryCountsAsTheRulesDo(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(snapshot)
        for territory in [nil, "Distrito Capital", "California"] {
            var expected = try await oracle.catalogSummary(territory: territory)
            let actual = try await directory.catalogSummary(territory: territory)
            expected.snapshot = actual.snapshot  // the file's facts, which the fake does not read
            #expect(actual == expected, "\(territory ?? "all")")
        }
    }

    @Test(arguments: DirectoryImplementation.all)
    func aCatalogStreamsEveryMerchantOnceInCatalogOrder(_ implementation: DirectoryImplementation) async throws {
        let directory = try implementation.open(snapshot)
        for territory in [nil, "New York"] {
            for batchSize in [1, 37] {
                let actual = try await directory.catalogStream(territory: territory, batchSize: batchSize).collected()
                #expect(actual == (try await oracle.catalogMerchants(territory: territory)))
            }
        }
    }

    @Test(arguments: DirectoryImplementation.all)
    func theSharedTableOfTheNameRuleHolds(_ implementation: DirectoryImplementation) async throws {
        let cases = try NameMatchingCase.all()
        let names = Array(Set(cases.map(\.name))).sorted()
        let directory = try implementation.open(try ContractSnapshot.names(names))
        for example in cases {
            let page = try await directory.search(MerchantQuery(text: example.query))
            let id = names.firstIndex(of: example.name).map { MerchantID("n\($0)") }
            #expect(page.items.contains { $0.id == id } == example.matches, "\(example)")
        }
    }

    @Test(
        "cafe finds every Café and Cafetín, and lists order them by folded name", arguments: DirectoryImplementation.all
    )
    func accentsAndOrder(_ implementation: DirectoryImplementation) async throws {
        let names = [
            "Cafetín Sur", "Maple Leaf Café", "Café am See", "Camden Café", "CAFE NERO", "Cafeteria 9", "Caffè",
        ]
        let directory = try implementation.open(try ContractSnapshot.names(names))
        let found = try await directory.search(MerchantQuery(text: "cafe")).items.map(\.name)
        #expect(found == ["Café am See", "CAFE NERO", "Cafeteria 9", "Cafetín Sur", "Camden Café", "Maple Leaf Café"])
        let all = try await directory.search(MerchantQuery()).items.map(\.name)
        #expect(
            all == [
                "Café am See", "CAFE NERO", "Cafeteria 9", "Cafetín Sur", "Caffè", "Camden Café", "Maple Leaf Café",
            ])
        #expect(try await directory.search(MerchantQuery(text: "caffe")).items.map(\.name) == ["Caffè"])
    }

    @Test(
        "a word inside a name written without spaces is found, CJK and Thai, and Latin words still only at their start",
        arguments: DirectoryImplementation.all)
    func wordsInsideNamesWrittenWithoutSpaces(_ implementation: DirectoryImplementation) async throws {
        let names = ["さくら薬局", "浅草珈琲店", "新宿ラーメン", "스타벅스커피", "ร้านกาแฟดี", "Smart Market", "Art Café"]
        let directory = try implementation.open(try ContractSnapshot.names(names))
        let found = { (text: String) in try await directory.search(MerchantQuery(text: text)).items.map(\.name) }
        #expect(try await found("薬局") == ["さくら薬局"])
        #expect(try await found("珈琲") == ["浅草珈琲店"])
        #expect(try await found("ラーメン") == ["新宿ラーメン"])
        #expect(try await found("커피") == ["스타벅스커피"])
        #expect(try await found("กาแฟ") == ["ร้านกาแฟดี"])
        #expect(try await found("店") == ["浅草珈琲店"])
        #expect(try await found("art") == ["Art Café"])
        #expect(try await found("局薬").isEmpty)
        // What a typo is offered comes from the same searches, so every reader offers the same.
        let search = SearchMerchants(directory: directory)
        #expect(try await search.suggestions(for: MerchantQuery(text: "cafee")) == ["Art Café"])
        #expect(try await search.suggestions(for: MerchantQuery(text: "薬高")) == ["さくら薬局"])
    }
}
