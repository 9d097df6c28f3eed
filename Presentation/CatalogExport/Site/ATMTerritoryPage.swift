import Domain
import Foundation
import Presentation

/// One territory's ATMs (`atms/<slug>.html`), or those in no territory (`other-atms.html`): how many each of the
/// wallets' filters lists, then each ATM with what a person can do there, its maker, its address, and links to a map,
/// its website and its phone.
enum ATMTerritoryPage {
    static let unplacedTitle = "ATMs with no territory"

    /// The page of `group`, with a map link to `area` and a link to the territory's merchants when there are any.
    static func render(_ group: ATMGroups.Group, path: String, area: MapArea?, site: SiteContext)
        throws(CatalogError) -> Data
    {
        try render(
            title: site.words("catalog.atms.in", group.territory), atms: group.atms, path: path, area: area,
            merchants: site.territoryPath(group.territory).map {
                ($0, site.words("catalog.atms.merchants-in", group.territory))
            },
            site: site)
    }

    /// The page of the ATMs whose location names no territory.
    static func renderUnplaced(_ atms: ATMGroups.Selection, site: SiteContext) throws(CatalogError) -> Data {
        try render(
            title: site.words.atmsUnplaced, atms: atms, path: SitePaths.otherATMs, area: nil, merchants: nil,
            site: site)
    }

    /// The fragment that leads to an ATM on its page: `#atm-<id>`.
    static func anchor(_ atm: ATM) -> String {
        "atm-\(atm.id)"
    }

    private static func render(
        title: String, atms: ATMGroups.Selection, path: String, area: MapArea?,
        merchants: (path: String, text: String)?,
        site: SiteContext
    ) throws(CatalogError) -> Data {
        let words = site.words
        let lead = ATMWording.purpose(atms.count, words) + "."
        return try SitePage.render(title: title, path: path, description: lead, site: site) { page in
            let html = page.html
            page.heading(title)
            html.element(.p, ["class": "lead"], text: lead)
            html.element(.p, text: ATMWording.filterCounts(atms, words))
            if area != nil || merchants != nil {
                html.element(.p, ["class": "location-links"]) {
                    if let area { page.externalLink(area.openStreetMapLink, text: words.areaMap) }
                    if let merchants { page.link(to: merchants.path, text: merchants.text) }
                    page.link(to: SitePaths.atms, text: words.allATMs)
                }
            }
            html.element(.ul, ["class": "atm-list"]) {
                for atm in atms { item(atm, on: page) }
            }
        }
    }

    private static func item(_ atm: ATM, on page: SitePage) {
        let html = page.html
        html.element(.li, ["id": anchor(atm)]) {
            html.element(.h2, ["dir": "auto"], text: atm.name)
            var detail = ATMWording.action(atm.type, page.words)
            if let manufacturer = SiteText.visible(atm.manufacturer) { detail += " · \(manufacturer)" }
            html.element(.p, ["class": "detail", "dir": "auto"], text: detail)
            let address = atm.location.singleLineAddress
            if !address.isEmpty { html.element(.p, ["dir": "auto"], text: address) }
            let phone = SiteText.visible(atm.location.phone)
            guard atm.location.coordinate != nil || atm.website != nil || phone != nil else { return }
            html.element(.p, ["class": "location-links"]) {
                if let coordinate = atm.location.coordinate {
                    page.externalLink(MapAddress.openStreetMap(coordinate), text: page.words.osmMap)
                }
                if let website = atm.website {
                    // `WebLink` guarantees an http(s) address with a host; other website values never become links.
                    page.externalLink(website.address, text: page.words.operatorWebsite)
                }
                if let phone { page.telephone(phone) }
            }
        }
    }
}
