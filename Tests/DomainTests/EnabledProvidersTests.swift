import Domain
import Testing

@Suite("EnabledProviders")
struct EnabledProvidersTests {
    private let ctx = ProviderOffer(provider: .ctx, discount: Discount(basisPoints: 600))
    private let piggy = ProviderOffer(provider: .piggyCards, discount: Discount(basisPoints: 300))
    private let inactivePiggy = ProviderOffer(
        provider: .piggyCards, discount: Discount(basisPoints: 900), isActive: false)

    private func merchant(_ method: PaymentMethod, _ offers: [ProviderOffer], discount: Discount? = nil) -> Merchant {
        Merchant(
            id: MerchantID("m"), name: "Shop", type: .online, paymentMethod: method, discount: discount,
            offers: offers)
    }

    @Test("CTX is always enabled, and the enabled lists keep display order")
    func ctxIsAlwaysEnabled() {
        #expect(GiftCardProvider.ctx.isEnabled)
        #expect(GiftCardProvider.enabled.first == .ctx)
        #expect(GiftCardProvider.enabled == GiftCardProvider.allCases.filter(\.isEnabled))
        #expect(PaymentOption.enabled.prefix(2) == [.dash, .ctx])
    }

    @Test("merchants of enabled providers only, and merchants with no offer, are shown as they are")
    func enabledMerchantsAreUnchanged() {
        let own = Discount(basisPoints: 1500)
        for shown in [
            merchant(.giftCard, [ctx], discount: own), merchant(.giftCard, [], discount: own), merchant(.dash, []),
        ] {
            #expect(shown.withEnabledProviders == shown)
        }
    }

    #if PiggyCards
        @Test("with the trait, PiggyCards is enabled everywhere")
        func piggyCardsIsEnabled() {
            #expect(GiftCardProvider.piggyCards.isEnabled)
            #expect(GiftCardProvider.enabled == [.ctx, .piggyCards])
            #expect(PaymentOption.enabled == [.dash, .ctx, .piggyCards])
        }

        @Test("with the trait, a PiggyCards-only merchant keeps its offers")
        func piggyCardsMerchantsAreShown() {
            let only = merchant(.giftCard, [piggy, inactivePiggy])
            #expect(only.withEnabledProviders == only)
            let both = merchant(.giftCard, [ctx, piggy], discount: Discount(basisPoints: 300))
            #expect(both.withEnabledProviders == both)
        }
    #else
        @Test("without the trait, PiggyCards is no provider and no payment option")
        func piggyCardsIsDisabled() {
            #expect(!GiftCardProvider.piggyCards.isEnabled)
            #expect(GiftCardProvider.enabled == [.ctx])
            #expect(PaymentOption.enabled == [.dash, .ctx])
        }

        @Test("without the trait, a gift-card merchant sold only through PiggyCards disappears, inactive offers too")
        func piggyCardsOnlyMerchantsDisappear() {
            #expect(merchant(.giftCard, [piggy]).withEnabledProviders == nil)
            #expect(merchant(.giftCard, [inactivePiggy]).withEnabledProviders == nil)
        }

        @Test("without the trait, other merchants lose their PiggyCards offers and stay")
        func otherMerchantsLoseTheirPiggyCardsOffers() {
            #expect(merchant(.giftCard, [piggy, ctx]).withEnabledProviders == merchant(.giftCard, [ctx]))
            #expect(merchant(.dash, [piggy]).withEnabledProviders == merchant(.dash, []))
        }

        @Test("without the trait, a merchant that loses PiggyCards offers loses its own discount, which may be theirs")
        func theOwnDiscountGoesWithThePiggyCardsOffers() {
            let inactiveCTX = ProviderOffer(provider: .ctx, discount: Discount(basisPoints: 600), isActive: false)
            let shop = merchant(.giftCard, [inactiveCTX, piggy], discount: Discount(basisPoints: 300))
            #expect(shop.withEnabledProviders == merchant(.giftCard, [inactiveCTX]))
        }
    #endif
}
