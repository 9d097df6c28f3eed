import Domain
import Presentation
import Testing

@Suite struct PrintedPageCountTests {
    /// A page of `count` merchants starting `offset` rows into an answer of `total`.
    func page(offset: Int, count: Int, total: Int) -> Page<MerchantListing> {
        let items = (0..<count).map {
            MerchantListing(
                id: MerchantID("m\(offset + $0)"), name: "M \(offset + $0)", type: .online, paymentMethod: .dash)
        }
        return Page(items: items, total: total, request: PageRequest(offset: offset, limit: max(1, count)))
    }

    @Test func aFirstPageSaysWhatTheScreenSays() {
        let state = MerchantListViewState(page: page(offset: 0, count: 20, total: 1_234), query: MerchantQuery())
        #expect(state.countText == "Showing 20 of 1,234 merchants")
    }

    @Test func aPageFurtherDownSaysWhichRowsItHolds() {
        let middle = MerchantListViewState(page: page(offset: 1_000, count: 200, total: 1_234), query: MerchantQuery())
        #expect(middle.countText == "Showing 1,001–1,200 of 1,234 merchants")

        let last = MerchantListViewState(page: page(offset: 1_200, count: 34, total: 1_234), query: MerchantQuery())
        #expect(last.countText == "Showing 1,201–1,234 of 1,234 merchants")
        #expect(last.isAtEnd)
    }

    @Test func aPagePastTheEndSaysTheListEndedRatherThanThatNothingMatched() {
        let past = MerchantListViewState(page: page(offset: 5_000, count: 0, total: 1_234), query: MerchantQuery())
        #expect(past.phase == .empty("All 1,234 merchants come before this page."))
        #expect(past.countText == "")

        let atms = ATMListViewState(page: Page(items: [], total: 1, request: PageRequest(offset: 3)))
        #expect(atms.phase == .empty("The only ATM comes before this page."))
    }
}
