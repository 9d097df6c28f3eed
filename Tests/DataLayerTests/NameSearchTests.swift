import Domain
import GRDB
import TestSupport
import Testing

@testable import DataLayer

@Suite struct NameSearchTests {
    @Test func partsAreTheSearchWords() {
        #expect(NameSearch(text: "Cof-CAF \"near\" AND cof").parts == ["cof", "caf", "near", "and"])
        #expect(NameSearch(text: "\" * - () 🍕").isEmpty)
        #expect(NameSearch(text: "Crème brûlée 東京").asciiParts == [])
    }

    @Test func theFTSPatternIsBuiltOnlyFromTerms() {
        #expect(NameSearch(text: "NEAR AND cof").ftsPattern == "near* and* cof*")
        #expect(NameSearch(text: "\"").ftsPattern == nil)
    }

    @Test(arguments: DirectorySearchTests.hostileTexts + ["Café Ávila", "cof-caf", "a:b", "x^y", "½ ²", "ǅemal"])
    func theFTSPatternIsWhatGRDBsSafePatternAPIBuilds(_ text: String) {
        let search = NameSearch(text: text)
        #expect(
            search.ftsPattern == FTS3Pattern(matchingAllPrefixesIn: search.parts.joined(separator: " "))?.rawPattern)
    }

    @Test func likePatternsEscapeTheirWildcards() {
        #expect(NameSearch.likePattern("a%b_c\\") == "%a\\%b\\_c\\\\%")
    }

    @Test func theSQLFunctionIsTheDomainsMatchingRule() throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in db.add(function: NameSearch.sqlFunction) }
        let queue = try DatabaseQueue(configuration: configuration)
        for example in try NameMatchingCase.all() {
            let matches = try queue.read { db in
                try Bool.fetchOne(
                    db, sql: "SELECT explore_name_matches(?, ?)",
                    arguments: [example.name, NameSearch(text: example.query).argument])
            }
            #expect(matches == example.matches, "\(example)")
        }
    }
}

/// The shared table of the matching rule, through `SQLiteDirectory.search`: one merchant per name of the table.
@Suite struct NameSearchTableTests {
    /// Names where FTS4's tokenizer keeps a non-ASCII separator (`’`, an emoji) inside a token, so an ASCII word
    /// after it is no word start there (the known difference in Docs/DataFiles.md).
    private static func ftsDiffers(_ name: String) -> Bool {
        name.contains { !$0.isASCII && !$0.isLetter && !$0.isNumber && !$0.isWhitespace }
    }

    @Test(arguments: [true, false])
    func theSharedTableHoldsForTheSQLiteSearch(fullTextSearch: Bool) async throws {
        let cases = try NameMatchingCase.all()
        let names = Array(Set(cases.map(\.name))).sorted()
        let folder = try TemporaryDirectory()
        let rows = names.enumerated().map { index, name in
            HandMadeDirectory.Row(id: Int64(index + 1), merchantID: "n\(index)", name: name)
        }
        try HandMadeDirectory.write(folder.path("names.db"), rows: rows, fullTextSearch: fullTextSearch)
        let directory = try SQLiteDirectory(path: folder.path("names.db"))
        for example in cases where !(fullTextSearch && Self.ftsDiffers(example.name)) {
            let page = try await directory.search(MerchantQuery(text: example.query))
            let id = MerchantID("n\(names.firstIndex(of: example.name)!)")
            #expect(page.items.contains { $0.id == id } == example.matches, "\(example)")
        }
    }
}
