import Domain
import Foundation

/// One merchant's page: how to pay, gift-card offers, contact links and every location.
enum MerchantPage {
    static func render(_ merchant: Merchant, site: SiteContext) -> Data {
        let page = SitePage(title: merchant.name, depth: 1, site: site)
        let territories = merchant.territories.compactMap { name in site.territoryPath(name).map { (name, $0) } }
        if !territories.isEmpty {
            let navigation = page.main.element("nav", ["aria-label": "Territories", "class": "breadcrumbs"])
            let crumbs = navigation.element("ul")
            crumbs.element("li", text: territories.count == 1 ? "Territory:" : "Territories:")
            for (name, path) in territories { page.link(in: crumbs.element("li"), to: path, text: name) }
        }
        page.heading(merchant.name)
        page.main.element(
            "p", ["class": "lead"],
            text: "\(SiteText.typeLabel(merchant.type)) · \(SiteText.paymentLabel(merchant.paymentMethod))")
        offers(of: merchant, on: page)
        contact(of: merchant, on: page)
        locations(of: merchant, on: page)
        return page.document.serialized()
    }

    private static func offers(of merchant: Merchant, on page: SitePage) {
        let shown = merchant.offers.filter { $0.isActive && $0.redeemType != .url }
        guard merchant.paymentMethod == .giftCard || !shown.isEmpty else { return }
        let section = page.main.element("section", ["aria-labelledby": "gift-cards"])
        section.element("h2", ["id": "gift-cards"], text: "Gift cards")
        guard !shown.isEmpty else {
            guard merchant.discount != nil || merchant.denominationsType != nil else {
                // Offers redeemed by URL or inactive ones are never shown, so there may be nothing to say.
                section.element("p", text: "No gift-card offer is listed for this merchant.")
                return
            }
            var sentence = "Gift cards are sold for this merchant"
            if let discount = merchant.discount, discount != .zero { sentence += " at \(discount.description)" }
            if let type = merchant.denominationsType { sentence += ", in \(SiteText.denominationsLabel(type))" }
            section.element("p", text: sentence + ".")
            return
        }
        let list = section.element("ul", ["class": "offers"])
        for offer in shown {
            let item = list.element("li")
            item.element("strong", text: offer.provider.displayName)
            item.text(": \(offer.discount.description)")
            if let type = offer.denominationsType ?? merchant.denominationsType {
                item.text(", \(SiteText.denominationsLabel(type))")
            }
        }
    }

    private static func contact(of merchant: Merchant, on page: SitePage) {
        let phone = SiteText.visible(merchant.phone)
        guard merchant.website != nil || phone != nil else { return }
        let section = page.main.element("section", ["aria-labelledby": "contact"])
        section.element("h2", ["id": "contact"], text: "Contact")
        let list = section.element("ul", ["class": "contact"])
        if let website = merchant.website {
            // `WebLink` guarantees an http(s) address with a host; other website values never become links.
            list.element("li").element(
                "a", ["href": website.url.absoluteString, "rel": "noopener noreferrer"],
                text: website.url.absoluteString)
        }
        if let phone { telephone(phone, in: list.element("li")) }
    }

    private static func locations(of merchant: Merchant, on page: SitePage) {
        let places = merchant.locations.filter { !$0.singleLineAddress.isEmpty || $0.coordinate != nil }
        guard !places.isEmpty else { return }
        let section = page.main.element("section", ["aria-labelledby": "locations"])
        section.element("h2", ["id": "locations"], text: places.count == 1 ? "Location" : "Locations (\(places.count))")
        let list = section.element("ul", ["class": "locations"])
        for location in places {
            let item = list.element("li")
            let address = location.singleLineAddress
            item.element("p", ["dir": "auto"], text: address.isEmpty ? "Address not given" : address)
            let phone = SiteText.visible(location.phone).flatMap { $0 == merchant.phone ? nil : $0 }
            guard location.coordinate != nil || location.mapLink != nil || phone != nil else { continue }
            let links = item.element("p", ["class": "location-links"])
            if let coordinate = location.coordinate {
                links.element(
                    "a", ["href": SiteText.openStreetMapLink(coordinate), "rel": "noopener noreferrer"],
                    text: "Map (OpenStreetMap)")
            } else if let map = location.mapLink {
                links.element("a", ["href": map.url.absoluteString, "rel": "noopener noreferrer"], text: "Map")
            }
            if let phone { telephone(phone, in: links) }
        }
    }

    /// A phone number as a `tel:` link that keeps only digits and `+`; shown as plain text when none are left.
    private static func telephone(_ phone: String, in parent: HTMLElement) {
        if let link = SiteText.telephoneLink(phone) {
            parent.element("a", ["href": link, "class": "phone"], text: phone)
        } else {
            parent.element("span", text: phone)
        }
    }
}
