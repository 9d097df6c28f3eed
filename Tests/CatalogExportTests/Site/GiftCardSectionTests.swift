import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

@Suite("GiftCardSection")
struct GiftCardSectionTests {
    static func section(of path: String) async throws -> ParsedHTML.Element? {
        let page = try await MerchantPageTests.page(path)
        return page.all("section").first { $0.attributes["aria-labelledby"] == "gift-cards" }
    }

    @Test("a gift-card offer says how to buy: the wallet's steps, the provider, the discount, the amounts, its site")
    func howToBuy() async throws {
        let page = try await MerchantPageTests.page("merchants/hotel-avila--m-hotel.html")
        let section = try #require(try await Self.section(of: "merchants/hotel-avila--m-hotel.html"))
        #expect(
            section.text.contains(
                "In the Dash wallet: Explore, this merchant, Buy a gift card; or on the provider's site."))
        let offers = page.all("li").map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(offers.contains("CTX: 4.5% off, in fixed amounts · ctx.com"))
        #expect(
            page.all("a").contains {
                $0.attributes["href"] == "https://ctx.com/" && $0.attributes["rel"] == "noopener noreferrer"
            })
        // The PiggyCards offer switched off is told as the detail screen tells it (a build without PiggyCards has none).
        #expect(offers.contains("PiggyCards: unavailable") == GiftCardProvider.piggyCards.isEnabled)
    }

    @Test("a merchant whose only offer is switched off says so, as the detail screen does, and tells no way to buy")
    func onlyOfferSwitchedOff() async throws {
        let shop = Merchant(
            id: MerchantID("m-off"), name: "Switched Off", type: .online, paymentMethod: .giftCard,
            denominationsType: .minMax, redeemType: .online, discount: Discount(basisPoints: 500),
            offers: [ProviderOffer(provider: .ctx, discount: Discount(basisPoints: 500), isActive: false)])
        let page = try await MerchantPageTests.page("merchants/switched-off--m-off.html", of: [shop])
        let section = try #require(
            page.all("section").first { $0.attributes["aria-labelledby"] == "gift-cards" })

        let offers = page.all("li").map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(offers.contains("CTX: unavailable"))
        #expect(section.text.contains("No gift card is on sale for this merchant now."))
        for told in ["Buy a gift card", "Cards are sold", "any amount in a range", "5% off", "Spend the card"] {
            #expect(!section.text.contains(told), "\(told)")
        }
    }

    @Test("how the card is spent follows the merchant's redeem type")
    func redeeming() async throws {
        let online = try await Self.section(of: "merchants/gamestop-cards--m-games.html")
        #expect(online?.text.contains("Spend the card online, on the merchant's website.") == true)
    }

    @Test("a file that names a discount but no provider sends readers to the wallet only")
    func noProvider() async throws {
        let section = try #require(try await Self.section(of: "merchants/legacy-gift-shop--m-legacy.html"))
        #expect(section.text.contains("Buy a gift card.") && !section.text.contains("provider's site"))
        #expect(section.text.contains("Cards are sold at 2.5% off, any amount in a range."))
    }
}
