import Domain
import Testing

@Suite("ATMQuery")
struct ATMQueryTests {
    @Test("a new query has no radius, no filters and the first page")
    func defaults() {
        let query = ATMQuery()
        #expect(query.radius == nil && query.position == nil && query.action == nil && query.territory == nil)
        #expect(query.page == .first)
    }
}
