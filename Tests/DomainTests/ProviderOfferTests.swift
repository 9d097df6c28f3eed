import Domain
import Testing

@Suite("ProviderOffer")
struct ProviderOfferTests {
    @Test("a snapshot offer is active unless the directory says otherwise")
    func activeByDefault() {
        #expect(ProviderOffer(provider: .ctx, discount: .zero).isActive)
    }

    @Test("live info takes its denominations type from the amounts when the API names none")
    func liveTypeFromAmounts() {
        let range = LiveProviderInfo(provider: .ctx, denominations: .range(min: 5, max: 200))
        #expect(range.denominationsType == .minMax)
        let fixed = LiveProviderInfo(provider: .ctx, denominations: .fixed([25]))
        #expect(fixed.denominationsType == .fixed)
        #expect(LiveProviderInfo(provider: .ctx).denominationsType == nil)
    }

    @Test("a type the API names explicitly is kept")
    func explicitLiveType() {
        let info = LiveProviderInfo(provider: .piggyCards, denominationsType: .minMax)
        #expect(info.denominationsType == .minMax)
        #expect(info.denominations == nil)
    }
}
