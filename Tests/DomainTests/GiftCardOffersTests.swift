import Domain
import Testing

@Suite("Gift-card offers told about")
struct GiftCardOffersTests {
    func offer(
        _ provider: GiftCardProvider, _ basisPoints: Int, redeem: RedeemType? = nil, active: Bool = true
    ) -> ProviderOffer {
        ProviderOffer(
            provider: provider, discount: Discount(basisPoints: basisPoints), redeemType: redeem, isActive: active)
    }

    func merchant(_ offers: [ProviderOffer]) -> Merchant {
        Merchant(
            id: MerchantID("m"), name: "Shop", type: .online, paymentMethod: .giftCard, denominationsType: .minMax,
            discount: Discount(basisPoints: 500), offers: offers)
    }

    @Test("an only offer switched off is told, switched off, and the merchant's own terms do not stand for it")
    func onlyOfferSwitchedOff() {
        let off = offer(.ctx, 500, active: false)
        #expect(merchant([off]).giftCardOffers == [off])
    }

    @Test("one offer per provider, in provider order, the ones switched off included")
    func onePerProvider() {
        let piggy = offer(.piggyCards, 900, active: false)
        let ctx = offer(.ctx, 450)
        #expect(merchant([piggy, ctx]).giftCardOffers == [ctx, piggy])
    }

    @Test("of a provider's rows, its best on sale, else its first; never one redeemed through a web address")
    func bestElseFirst() {
        let first = offer(.ctx, 2000, active: false)
        let onSale = offer(.ctx, 100)
        let better = offer(.ctx, 300)
        #expect(merchant([first, onSale, better]).giftCardOffers == [better])
        #expect(merchant([first, offer(.ctx, 100, active: false)]).giftCardOffers == [first])
        #expect(merchant([offer(.ctx, 900, redeem: .url)]).giftCardOffers == [])
    }

    @Test("no provider rows: nothing, and the merchant's own discount and amounts stand for its cards")
    func noProviderRows() {
        #expect(merchant([]).giftCardOffers == [])
    }
}
