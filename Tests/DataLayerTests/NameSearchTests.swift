import Domain
import GRDB
import TestSupport
import Testing

@testable import DataLayer

@Suite struct NameSearchTests {
    @Test func partsAreTheFoldedSearchWords() {
        #expect(NameSearch(text: "Cof-CAF \"near\" AND cof").parts == ["cof", "caf", "near", "and"])
        #expect(NameSearch(text: "\" * - () 🍕").isEmpty)
        #expect(NameSearch(text: "Crème brûlée").parts == ["creme", "brulee"])
        #expect(NameSearch(text: "Crème brûlée").isASCII)
        #expect(!NameSearch(text: "Øre 東京").isASCII)
    }

    @Test func theFTSPatternIsBuiltOnlyFromTerms() {
        #expect(NameSearch(text: "NEAR AND cof").pattern == "near* and* cof*")
        #expect(NameSearch(text: "\"").pattern == nil)
    }

    @Test(arguments: DirectorySearchTests.hostileTexts + ["Café Ávila", "cof-caf", "a:b", "x^y", "½ ²", "ǅemal"])
    func theFTSPatternIsWhatGRDBsSafePatternAPIBuilds(_ text: String) {
        let search = NameSearch(text: text)
        #expect(search.pattern == FTS3Pattern(matchingAllPrefixesIn: search.parts.joined(separator: " "))?.rawPattern)
    }

    @Test func theSQLFunctionsAreTheDomainsRule() throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in FoldedNames.register(db) }
        let queue = try DatabaseQueue(configuration: configuration)
        for example in try NameMatchingCase.all() {
            let (matches, key, words) = try queue.read { db in
                let row = try Row.fetchOne(
                    db, sql: "SELECT explore_name_matches(?, ?), explore_name_key(?), explore_name_words(?)",
                    arguments: [example.name, NameSearch(text: example.query).argument, example.name, example.name])
                return (row?[0] as Bool?, row?[1] as String?, row?[2] as String?)
            }
            #expect(matches == example.matches, "\(example)")
            #expect(key == SearchWords.orderKey(example.name))
            #expect(words == SearchWords.words(in: example.name).joined(separator: " "))
        }
    }
}

/// The shared table of the matching rule, through `SQLiteDirectory.search`: one merchant per name of the table, in
/// each way a file is read (the heads' own index of folded words; `merchant_fts` and the folded names' temporary
/// table; no FTS table at all).
@Suite struct NameSearchTableTests {
    static let readings: [(fullTextSearch: Bool, heads: Bool)] = [(true, true), (true, false), (false, false)]

    @Test(arguments: readings)
    func theSharedTableHoldsForTheSQLiteSearch(fullTextSearch: Bool, heads: Bool) async throws {
        let cases = try NameMatchingCase.all()
        let names = Array(Set(cases.map(\.name))).sorted()
        let folder = try TemporaryDirectory()
        let rows = names.enumerated().map { index, name in
            HandMadeDirectory.Row(id: Int64(index + 1), merchantID: "n\(index)", name: name)
        }
        try HandMadeDirectory.write(folder.path("names.db"), rows: rows, fullTextSearch: fullTextSearch, heads: heads)
        let directory = try SQLiteDirectory(path: folder.path("names.db"))
        for example in cases {
            let page = try await directory.search(MerchantQuery(text: example.query))
            let id = MerchantID("n\(names.firstIndex(of: example.name)!)")
            #expect(page.items.contains { $0.id == id } == example.matches, "\(example)")
        }
    }

    @Test("cafe finds every Café and Cafetín, and the list orders them by folded name", arguments: readings)
    func accentsAndOrder(fullTextSearch: Bool, heads: Bool) async throws {
        let names = [
            "Cafetín Sur", "Maple Leaf Café", "Café am See", "Camden Café", "CAFE NERO", "Cafeteria 9", "Caffè",
        ]
        let folder = try TemporaryDirectory()
        let rows = names.enumerated().map { index, name in
            HandMadeDirectory.Row(id: Int64(index + 1), merchantID: "c\(index)", name: name)
        }
        try HandMadeDirectory.write(folder.path("cafes.db"), rows: rows, fullTextSearch: fullTextSearch, heads: heads)
        let directory = try SQLiteDirectory(path: folder.path("cafes.db"))
        let found = try await directory.search(MerchantQuery(text: "cafe")).items.map(\.name)
        #expect(found == ["Café am See", "CAFE NERO", "Cafeteria 9", "Cafetín Sur", "Camden Café", "Maple Leaf Café"])
        let all = try await directory.search(MerchantQuery()).items.map(\.name)
        #expect(
            all == [
                "Café am See", "CAFE NERO", "Cafeteria 9", "Cafetín Sur", "Caffè", "Camden Café", "Maple Leaf Café",
            ])
        #expect(try await directory.search(MerchantQuery(text: "caffe")).items.map(\.name) == ["Caffè"])
    }
}
