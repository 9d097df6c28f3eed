import Domain
import Testing

@Suite("ATMQuery")
struct ATMQueryTests {
    @Test("search words split on any whitespace and keep punctuation")
    func searchWords() {
        #expect(ATMQuery(text: " gen\tbyt  \"x*\" ").searchWords == ["gen", "byt", "\"x*\""])
        #expect(ATMQuery().searchWords.isEmpty)
    }

    @Test("a new query has no radius, no filters and the first page")
    func defaults() {
        let query = ATMQuery()
        #expect(query.radius == nil && query.position == nil && query.types.isEmpty && query.territory == nil)
        #expect(query.page == .first)
    }
}
