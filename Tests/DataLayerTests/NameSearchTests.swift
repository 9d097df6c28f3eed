import Domain
import GRDB
import TestSupport
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

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
            #expect(words == SearchWords.nameWords(in: example.name).joined(separator: " "))
        }
    }
}
