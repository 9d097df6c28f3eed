import Domain
import Foundation
import Presentation

/// One merchant's page: its name first, how to pay, how to buy its gift cards, contact links, every location, and
/// the territories it is listed in.
enum MerchantPage {
    /// A merchant in more territories than this lists them in a section at the end instead of under its name.
    static let territoriesInLead = 3

    /// The page of `merchant` at `path`, whose ``Domain/Merchant/territories`` are `territories`.
    static func render(_ merchant: Merchant, territories: [String], path: String, site: SiteContext)
        throws(CatalogError) -> Data
    {
        let words = site.words
        return try SitePage.render(
            title: merchant.name, path: path, description: description(merchant, words), site: site
        ) { page in
            let html = page.html
            let territories = territories.compactMap { name in site.territoryPath(name).map { (name, $0) } }
            page.heading(merchant.name)
            html.element(
                .p, ["class": "lead"],
                text:
                    "\(SiteText.typeLabel(merchant.type, words)) · \(SiteText.paymentLabel(merchant.paymentMethod, words))"
            )
            if !territories.isEmpty {
                html.element(.p, ["class": "territories"]) {
                    if territories.count > territoriesInLead {
                        html.text(
                            words(
                                "catalog.merchant.in-many",
                                SiteText.count(territories.count, "catalog.count.territories", words)))
                    } else {
                        html.text(words.merchantIn)
                        for (offset, territory) in territories.enumerated() {
                            if offset > 0 { html.text(offset == territories.count - 1 ? words.and : ", ") }
                            page.link(to: territory.1, text: territory.0)
                        }
                        html.text(".")
                    }
                }
            }
            GiftCardSection.render(merchant, on: page)
            contact(of: merchant, on: page)
            locations(of: merchant, on: page)
            if territories.count > territoriesInLead {
                html.element(.section, ["aria-labelledby": "territories"]) {
                    html.element(.h2, ["id": "territories"], text: words.territories)
                    html.element(.ul, ["class": "inline-list"]) {
                        for (name, path) in territories { html.element(.li) { page.link(to: path, text: name) } }
                    }
                }
            }
        }
    }

    /// "Café Ávila · Caracas · Pay with Dash": the name, where it is and how to pay, as a link preview shows it.
    static func description(_ merchant: Merchant, _ words: CatalogWords = .english) -> String {
        let offer = SiteText.offer(merchant.paymentMethod, SiteText.bestDiscount(merchant), words)
        return "\(DocumentText.cleaned(merchant.name)) · \(ListingPlace.wording(merchant, words)) · \(offer)"
    }

    private static func contact(of merchant: Merchant, on page: SitePage) {
        let phone = SiteText.visible(merchant.phone)
        guard merchant.website != nil || phone != nil else { return }
        let html = page.html
        html.element(.section, ["aria-labelledby": "contact"]) {
            html.element(.h2, ["id": "contact"], text: page.words.contact)
            html.element(.ul, ["class": "contact"]) {
                if let website = merchant.website {
                    // `WebLink` guarantees an http(s) address with a host; other website values never become links.
                    html.element(.li) {
                        page.externalLink(website.address, text: website.address)
                    }
                }
                if let phone { html.element(.li) { page.telephone(phone) } }
            }
        }
    }

    private static func locations(of merchant: Merchant, on page: SitePage) {
        // Each address is worked out once: a site has a few hundred thousand of them.
        let locations = merchant.locations
        let addresses = locations.map(\.singleLineAddress)
        let shown = locations.indices.filter { !addresses[$0].isEmpty || locations[$0].coordinate != nil }
        guard !shown.isEmpty else { return }
        // A merchant with more locations than it carries (``Domain/KeptLocations``) counts them all, and the rest.
        let isCut = merchant.locationCount > locations.count
        let total = isCut ? merchant.locationCount : shown.count
        let html = page.html
        html.element(.section, ["aria-labelledby": "locations"]) {
            html.element(
                .h2, ["id": "locations"],
                text: total == 1
                    ? page.words.location : page.words("catalog.merchant.locations", page.words.number(total)))
            html.element(.ul, ["class": "locations"]) {
                for index in shown {
                    html.element(.li) { location(locations[index], address: addresses[index], of: merchant, on: page) }
                }
            }
            if isCut { html.element(.p, text: page.words.words.moreLocations(merchant.locationCount - shown.count)) }
        }
    }

    /// A location's address, then its map link and its own phone number when it has them.
    private static func location(_ location: Location, address: String, of merchant: Merchant, on page: SitePage) {
        let html = page.html
        html.element(.p, ["dir": "auto"], text: address.isEmpty ? page.words.noAddress : address)
        let phone = SiteText.visible(location.phone).flatMap { $0 == merchant.phone ? nil : $0 }
        guard location.coordinate != nil || location.mapLink != nil || phone != nil else { return }
        html.element(.p, ["class": "location-links"]) {
            if let coordinate = location.coordinate {
                page.externalLink(MapAddress.openStreetMap(coordinate), text: page.words.osmMap)
            } else if let map = location.mapLink {
                page.externalLink(map.address, text: page.words.map)
            }
            if let phone { page.telephone(phone) }
        }
    }
}
