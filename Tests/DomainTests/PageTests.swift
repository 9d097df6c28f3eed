import Domain
import Testing

@Suite("Page")
struct PageTests {
    @Test(
        "a page has more when items follow it",
        arguments: [(0, 10, 10, 25, true), (20, 10, 5, 25, false), (10, 10, 10, 20, false), (0, 10, 0, 0, false)])
    func hasMore(_ offset: Int, _ limit: Int, _ count: Int, _ total: Int, _ expected: Bool) {
        let page = Page(items: Array(0..<count), total: total, request: PageRequest(offset: offset, limit: limit))
        #expect(page.hasMore == expected)
    }

    @Test("an empty page has nothing and nothing more")
    func empty() {
        let page = Page<Int>.empty(PageRequest(offset: 30, limit: 10))
        #expect(page.items.isEmpty)
        #expect(page.total == 0)
        #expect(!page.hasMore)
        #expect(page.request.offset == 30)
    }

    @Test("a page sliced from the whole list holds the requested items and the whole count")
    func slicing() {
        let request = PageRequest(offset: 20, limit: 10)
        #expect(
            Page(slicing: Array(0..<25), request: request) == Page(items: Array(20..<25), total: 25, request: request))
        #expect(Page(slicing: [Int](), request: .first) == .empty())
    }
}
