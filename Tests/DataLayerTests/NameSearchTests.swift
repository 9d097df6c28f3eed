import GRDB
import Testing

@testable import DataLayer

@Suite struct NameSearchTests {
    @Test func textSplitsIntoLowerCasedRunsOfLettersAndDigitsWithoutRepeats() {
        #expect(NameSearch(text: "Cof-CAF \"near\" AND cof").parts == ["cof", "caf", "near", "and"])
        #expect(NameSearch(text: "\" * - () 🍕").isEmpty)
        #expect(NameSearch(text: "Crème brûlée 東京").parts == ["crème", "brûlée", "東京"])
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

    @Test func wordPrefixesMatchAsTheOracleDoes() {
        #expect(NameWords.matches("Joe’s Café-Bar", ["s", "caf", "bar"]))
        #expect(NameWords.matches("CAFÉ", ["café"]))
        #expect(!NameWords.matches("Coffee", ["offee"]))
    }
}
