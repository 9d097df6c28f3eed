import Domain
import TestSupport
import Testing

@Suite("SearchWords")
struct SearchWordsTests {
    @Test(arguments: try NameMatchingCase.all())
    func theSharedTableOfCasesHolds(_ example: NameMatchingCase) {
        #expect(SearchWords(example.query).matches(example.name) == example.matches)
    }

    @Test("the table is a real table: about thirty cases, both answers, each with its reason")
    func theTableCoversBothAnswers() throws {
        let cases = try NameMatchingCase.all()
        #expect(cases.count >= 30)
        #expect(cases.contains { $0.matches } && cases.contains { !$0.matches })
        #expect(cases.allSatisfy { !$0.why.isEmpty })
    }

    @Test("words are lower-cased runs of letters and digits, without repeats, in the order typed")
    func words() {
        #expect(SearchWords("Cof-CAF \"near\" AND cof").words == ["cof", "caf", "near", "and"])
        #expect(SearchWords("\" * - () 🍕").isEmpty)
        #expect(SearchWords("Crème brûlée 東京").words == ["crème", "brûlée", "東京"])
        #expect(SearchWords.words(in: "Joe’s Café-Bar") == ["joe", "s", "café", "bar"])
    }
}
