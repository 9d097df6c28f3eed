import Domain
import Testing

@Suite("MerchantQuery")
struct MerchantQueryTests {
    @Test("the default radius is 20 miles, the Dash apps' starting point")
    func defaultRadius() {
        #expect(MerchantQuery.defaultRadius.meters == 32_186.88)
        #expect(MerchantQuery().radius == MerchantQuery.defaultRadius)
    }

    @Test(
        "a page request keeps its offset at 0 or more and its limit within 1…1000",
        arguments: [(-5, 10, 0, 10), (0, 0, 0, 1), (3, -2, 3, 1), (20, 5000, 20, 1000), (7, 1000, 7, 1000)])
    func pageRequestClamped(_ offset: Int, _ limit: Int, _ expectedOffset: Int, _ expectedLimit: Int) {
        let request = PageRequest(offset: offset, limit: limit)
        #expect(request.offset == expectedOffset)
        #expect(request.limit == expectedLimit)
    }

    @Test("the next page starts where this one ends, with the same size")
    func nextPage() {
        #expect(PageRequest(offset: 40, limit: 20).next == PageRequest(offset: 60, limit: 20))
        #expect(PageRequest.first == PageRequest(offset: 0, limit: PageRequest.defaultLimit))
    }

    @Test("filters are empty only when nothing is chosen")
    func filtersEmpty() {
        #expect(MerchantFilters().isEmpty)
        #expect(!MerchantFilters(paymentOptions: [.dash]).isEmpty)
        #expect(!MerchantFilters(denominations: [.fixed]).isEmpty)
        #expect(!MerchantFilters(territory: "Zulia").isEmpty)
        #expect(!MerchantFilters(types: [.online]).isEmpty)
    }

    @Test(
        "payment options name their provider; Dash has none",
        arguments: [(PaymentOption.dash, GiftCardProvider?.none), (.ctx, .ctx), (.piggyCards, .piggyCards)])
    func paymentOptionProvider(_ option: PaymentOption, _ provider: GiftCardProvider?) {
        #expect(option.provider == provider)
    }
}
