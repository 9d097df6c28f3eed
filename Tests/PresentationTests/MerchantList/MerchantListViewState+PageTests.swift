import Domain
import Presentation
import TestSupport
import Testing

@Suite struct MerchantListViewStatePageTests {
    let directory = InMemoryDirectory(merchants: Fixtures.merchants)

    @Test func aWholePageBecomesTheLoadedListWithNothingHighlighted() async throws {
        let query = MerchantQuery()
        let page = try await directory.search(query)

        let state = MerchantListViewState(page: page, query: query)

        var expected = ListRows.loaded(
            [ListRows.books, ListRows.cafe] + (Fixtures.showsGrocer ? [ListRows.grocer] : []))
        expected.selectedIndex = nil
        #expect(state == expected)
    }

    @Test func aPartialPageSaysHowManyItShowsOfTheTotal() async throws {
        // One merchant short of the whole list: 2 of 3, or 1 of 2 without the grocer (sold through PiggyCards only).
        let shown = Fixtures.shownMerchantCount
        let query = MerchantQuery(sort: .discount, page: PageRequest(limit: shown - 1))
        let page = try await directory.search(query)

        let state = MerchantListViewState(page: page, query: query, locationText: "Near 10, -66")

        let bestFirst = [MerchantID("m-books"), MerchantID("m-grocer")]
        #expect(state.rows.map(\.id) == Array(bestFirst.prefix(shown - 1)))
        #expect(state.countText == "Showing \(shown - 1) of \(shown) merchants")
        #expect(state.sort == .discount && state.sortText == "Sort: discount")
        #expect(state.sorts == [.name, .discount], "the query has no position to measure from")
        #expect(state.locationText == "Near 10, -66")
        #expect(!state.isAtEnd)
    }

    @Test func anEmptyAnswerSaysWhatFoundNothingInTheTabsWords() async throws {
        let query = MerchantQuery(
            text: "zzz", tab: .online, filters: MerchantFilters(paymentOptions: [.dash]))
        let page = try await directory.search(query)

        let state = MerchantListViewState(page: page, query: query)

        #expect(state.phase == .empty("No online merchants match \u{201C}zzz\u{201D} with these filters."))
        #expect(state.searchText == "zzz")
        #expect(state.tabs.map(\.isSelected) == [false, true, false])
        #expect(state.filterText == "Filters: Dash")
    }
}
