import Domain
import Testing

@Suite("Best offer")
struct BestOfferTests {
    func offer(
        _ provider: GiftCardProvider, _ basisPoints: Int, redeem: RedeemType? = nil, active: Bool = true
    ) -> ProviderOffer {
        ProviderOffer(
            provider: provider, discount: Discount(basisPoints: basisPoints), redeemType: redeem, isActive: active)
    }

    @Test("the highest discount wins")
    func highestDiscountWins() {
        #expect(ProviderOffer.best(of: [offer(.ctx, 300), offer(.piggyCards, 650)])?.provider == .piggyCards)
        #expect(ProviderOffer.best(of: [offer(.piggyCards, 300), offer(.ctx, 650)])?.provider == .ctx)
    }

    @Test("inactive offers are ignored, however good")
    func inactiveIgnored() {
        let best = ProviderOffer.best(of: [offer(.ctx, 2000, active: false), offer(.piggyCards, 100)])
        #expect(best?.provider == .piggyCards)
        #expect(ProviderOffer.best(of: [offer(.ctx, 2000, active: false)]) == nil)
    }

    @Test("url offers are ignored: the apps cannot redeem them")
    func urlIgnored() {
        let best = ProviderOffer.best(of: [offer(.ctx, 2000, redeem: .url), offer(.piggyCards, 100, redeem: .barcode)])
        #expect(best?.provider == .piggyCards)
        #expect(ProviderOffer.best(of: [offer(.ctx, 2000, redeem: .url)]) == nil)
    }

    @Test("a fee loses to any discount, even none; the smaller fee wins among fees")
    func feeLoses() {
        #expect(ProviderOffer.best(of: [offer(.ctx, -150), offer(.piggyCards, 1)])?.provider == .piggyCards)
        #expect(ProviderOffer.best(of: [offer(.ctx, -150), offer(.piggyCards, 0)])?.provider == .piggyCards)
        #expect(ProviderOffer.best(of: [offer(.ctx, -150), offer(.piggyCards, -20)])?.provider == .piggyCards)
    }

    @Test("ties go to the provider listed first, whatever the input order")
    func tiesByProviderOrder() {
        #expect(ProviderOffer.best(of: [offer(.piggyCards, 500), offer(.ctx, 500)])?.provider == .ctx)
        #expect(ProviderOffer.best(of: [offer(.ctx, 500), offer(.piggyCards, 500)])?.provider == .ctx)
    }

    @Test("no offers, no best offer")
    func noOffers() {
        #expect(ProviderOffer.best(of: []) == nil)
    }

    func resolved(_ provider: GiftCardProvider, _ basisPoints: Int, enabled: Bool = true) -> ResolvedOffer {
        ResolvedOffer(
            provider: provider, isEnabled: Sourced(enabled, from: .live),
            discount: Sourced(Discount(basisPoints: basisPoints), from: .snapshot),
            denominationsType: Sourced(.fixed, from: .default), denominations: nil)
    }

    @Test("among resolved offers, disabled ones are ignored and the best discount wins")
    func resolvedBest() {
        #expect(
            ResolvedOffer.best(of: [resolved(.ctx, 900, enabled: false), resolved(.piggyCards, 100)])?.provider
                == .piggyCards)
        #expect(ResolvedOffer.best(of: [resolved(.ctx, -100), resolved(.piggyCards, 100)])?.provider == .piggyCards)
        #expect(ResolvedOffer.best(of: [resolved(.ctx, 100, enabled: false)]) == nil)
    }

    @Test("among resolved offers, ties go to the provider listed first")
    func resolvedTies() {
        #expect(ResolvedOffer.best(of: [resolved(.piggyCards, 400), resolved(.ctx, 400)])?.provider == .ctx)
    }
}
