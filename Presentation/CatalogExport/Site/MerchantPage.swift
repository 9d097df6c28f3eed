import Domain
import Foundation

/// One merchant's page: how to pay, gift-card offers, contact links and every location.
enum MerchantPage {
    static func render(_ merchant: Merchant, site: SiteContext) throws(CatalogError) -> Data {
        try SitePage.render(title: merchant.name, depth: 1, site: site) { page in
            let html = page.html
            let territories = merchant.territories.compactMap { name in site.territoryPath(name).map { (name, $0) } }
            if !territories.isEmpty {
                html.element("nav", ["aria-label": "Territories", "class": "breadcrumbs"]) {
                    html.element("ul") {
                        html.element("li", text: territories.count == 1 ? "Territory:" : "Territories:")
                        for (name, path) in territories { html.element("li") { page.link(to: path, text: name) } }
                    }
                }
            }
            page.heading(merchant.name)
            html.element(
                "p", ["class": "lead"],
                text: "\(SiteText.typeLabel(merchant.type)) · \(SiteText.paymentLabel(merchant.paymentMethod))")
            offers(of: merchant, on: page)
            contact(of: merchant, on: page)
            locations(of: merchant, on: page)
        }
    }

    private static func offers(of merchant: Merchant, on page: SitePage) {
        let shown = merchant.offers.filter { $0.isActive && $0.redeemType != .url }
        guard merchant.paymentMethod == .giftCard || !shown.isEmpty else { return }
        let html = page.html
        html.element("section", ["aria-labelledby": "gift-cards"]) {
            html.element("h2", ["id": "gift-cards"], text: "Gift cards")
            guard !shown.isEmpty else {
                guard merchant.discount != nil || merchant.denominationsType != nil else {
                    // Offers redeemed by URL or inactive ones are never shown, so there may be nothing to say.
                    html.element("p", text: "No gift-card offer is listed for this merchant.")
                    return
                }
                var sentence = "Gift cards are sold for this merchant"
                if let discount = merchant.discount, discount != .zero { sentence += " at \(discount.description)" }
                if let type = merchant.denominationsType { sentence += ", in \(SiteText.denominationsLabel(type))" }
                html.element("p", text: sentence + ".")
                return
            }
            html.element("ul", ["class": "offers"]) {
                for offer in shown {
                    html.element("li") {
                        html.element("strong", text: offer.provider.displayName)
                        html.text(": \(offer.discount.description)")
                        if let type = offer.denominationsType ?? merchant.denominationsType {
                            html.text(", \(SiteText.denominationsLabel(type))")
                        }
                    }
                }
            }
        }
    }

    private static func contact(of merchant: Merchant, on page: SitePage) {
        let phone = SiteText.visible(merchant.phone)
        guard merchant.website != nil || phone != nil else { return }
        let html = page.html
        html.element("section", ["aria-labelledby": "contact"]) {
            html.element("h2", ["id": "contact"], text: "Contact")
            html.element("ul", ["class": "contact"]) {
                if let website = merchant.website {
                    // `WebLink` guarantees an http(s) address with a host; other website values never become links.
                    html.element("li") {
                        html.element(
                            "a", ["href": website.url.absoluteString, "rel": "noopener noreferrer"],
                            text: website.url.absoluteString)
                    }
                }
                if let phone { html.element("li") { telephone(phone, on: html) } }
            }
        }
    }

    private static func locations(of merchant: Merchant, on page: SitePage) {
        // Each address is worked out once: a site has a few hundred thousand of them.
        let places = merchant.locations.map { (location: $0, address: $0.singleLineAddress) }
            .filter { !$0.address.isEmpty || $0.location.coordinate != nil }
        guard !places.isEmpty else { return }
        let html = page.html
        html.element("section", ["aria-labelledby": "locations"]) {
            html.element(
                "h2", ["id": "locations"], text: places.count == 1 ? "Location" : "Locations (\(places.count))")
            html.element("ul", ["class": "locations"]) {
                for place in places {
                    html.element("li") { location(place.location, address: place.address, of: merchant, on: html) }
                }
            }
        }
    }

    /// A location's address, then its map link and its own phone number when it has them.
    private static func location(
        _ location: Location, address: String, of merchant: Merchant, on html: HTMLStreamWriter
    ) {
        html.element("p", ["dir": "auto"], text: address.isEmpty ? "Address not given" : address)
        let phone = SiteText.visible(location.phone).flatMap { $0 == merchant.phone ? nil : $0 }
        guard location.coordinate != nil || location.mapLink != nil || phone != nil else { return }
        html.element("p", ["class": "location-links"]) {
            if let coordinate = location.coordinate {
                html.element(
                    "a", ["href": SiteText.openStreetMapLink(coordinate), "rel": "noopener noreferrer"],
                    text: "Map (OpenStreetMap)")
            } else if let map = location.mapLink {
                html.element("a", ["href": map.url.absoluteString, "rel": "noopener noreferrer"], text: "Map")
            }
            if let phone { telephone(phone, on: html) }
        }
    }

    /// A phone number as a `tel:` link that keeps only digits and `+`; shown as plain text when none are left.
    private static func telephone(_ phone: String, on html: HTMLStreamWriter) {
        if let link = SiteText.telephoneLink(phone) {
            html.element("a", ["href": link, "class": "phone"], text: phone)
        } else {
            html.element("span", text: phone)
        }
    }
}
