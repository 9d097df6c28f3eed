import Domain
import Presentation

/// A merchant page's gift-card section: how to buy a card with Dash, then each provider's offer with its discount
/// or fee, its amounts and a link to the provider's site.
///
/// The offers are those the detail screen shows (``Domain/Merchant/giftCardOffers``): one switched off says
/// "unavailable", as it does there, and while none is on sale the page tells no way to buy one.
enum GiftCardSection {
    static func render(_ merchant: Merchant, on page: SitePage) {
        let shown = merchant.giftCardOffers
        guard merchant.paymentMethod == .giftCard || !shown.isEmpty else { return }
        let html = page.html
        let words = page.words
        html.element(.section, ["aria-labelledby": "gift-cards"]) {
            html.element(.h2, ["id": "gift-cards"], text: words.giftCards)
            guard !shown.isEmpty || merchant.discount != nil || merchant.denominationsType != nil else {
                html.element(.p, text: words.noGiftCardOffer)
                return
            }
            let onSale = shown.isEmpty || shown.contains(where: \.isActive)
            html.element(.p, text: onSale ? howToBuy(fromProviders: !shown.isEmpty, words) : words.noneOnSale)
            if shown.isEmpty {
                // Files without provider rows (versions 2 and 3) name a discount and amounts but no provider.
                var sentence = words.cardsSold
                if let discount = merchant.discount, discount != .zero {
                    sentence += words("catalog.gift.sold-at", words.discount(discount))
                }
                if let type = merchant.denominationsType { sentence += ", \(SiteText.denominationsLabel(type, words))" }
                html.element(.p, text: sentence + ".")
            } else {
                html.element(.ul, ["class": "offers"]) {
                    for offer in shown { self.offer(offer, of: merchant, on: page) }
                }
            }
            if onSale, let redeeming = redeeming(merchant.redeemType, words) { html.element(.p, text: redeeming) }
        }
    }

    /// Said instead of the steps while every offer is switched off.
    static let noneOnSale = "No gift card is on sale for this merchant now."

    /// The steps, as the Dash wallet names them; with providers named, their sites too.
    static func howToBuy(fromProviders: Bool, _ words: CatalogWords = .english) -> String {
        fromProviders ? words.howToBuyFromProviders : words.howToBuy
    }

    private static func offer(_ offer: ProviderOffer, of merchant: Merchant, on page: SitePage) {
        let html = page.html
        html.element(.li) {
            html.element(.strong, text: offer.provider.displayName)
            guard offer.isActive else {
                html.text(": \(page.words.unavailableOffer)")
                return
            }
            var terms = page.words.discount(offer.discount)
            if let type = offer.denominationsType ?? merchant.denominationsType {
                terms += ", \(SiteText.denominationsLabel(type, page.words))"
            }
            html.text(": \(terms) · ")
            let site = providerSite(offer.provider)
            page.externalLink(site.address, text: site.name)
        }
    }

    /// Where each provider sells its cards.
    static func providerSite(_ provider: GiftCardProvider) -> (name: String, address: String) {
        switch provider {
        case .ctx: ("ctx.com", "https://ctx.com/")
        case .piggyCards: ("piggy.cards", "https://piggy.cards/")
        }
    }

    private static func redeeming(_ type: RedeemType?, _ words: CatalogWords) -> String? {
        switch type {
        case .online: words.redeemOnline
        case .barcode: words.redeemBarcode
        case .some(.url), .some(.none), nil: nil
        }
    }
}
