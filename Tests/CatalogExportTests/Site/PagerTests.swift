import Testing

@testable import CatalogExport

@Suite("Pager")
struct PagerTests {
    static func numbers(_ number: Int, of count: Int) -> [Int?] {
        Pager(number: number, count: count, path: { "p\($0).html" }).numbers
    }

    @Test("a short list links every page")
    func short() {
        #expect(Self.numbers(1, of: 1) == [1])
        #expect(Self.numbers(3, of: 7) == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test("a long list links the first, the last and two pages each side of the current one, with gaps between")
    func long() {
        #expect(Self.numbers(1, of: 2_000) == [1, 2, 3, nil, 2_000])
        #expect(Self.numbers(1_000, of: 2_000) == [1, nil, 998, 999, 1_000, 1_001, 1_002, nil, 2_000])
        #expect(Self.numbers(2_000, of: 2_000) == [1, nil, 1_998, 1_999, 2_000])
    }

    @Test("a gap of a single page is that page's link instead")
    func singlePageGap() {
        #expect(Self.numbers(5, of: 9) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(Self.numbers(5, of: 10) == [1, 2, 3, 4, 5, 6, 7, nil, 10])
    }
}
