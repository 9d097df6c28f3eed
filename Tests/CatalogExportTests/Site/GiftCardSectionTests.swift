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
        // The inactive PiggyCards offer is not shown.
        #expect(!page.elements.contains { $0.text.contains("PiggyCards") })
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
