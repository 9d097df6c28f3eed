import Domain
import Foundation

/// The home page: counts, territories, the best discounts and the ATMs.
enum IndexPage {
    static func render(_ summary: CatalogSummary, otherMerchantCount: Int, site: SiteContext)
        throws(CatalogError) -> Data
    {
        let lead =
            site.options.description
            ?? "Where to spend Dash\(site.restrictedTo.map { " in \($0)" } ?? ""): "
            + "\(SiteText.count(summary.merchantCount, "merchant", "merchants")) "
            + "at \(SiteText.count(summary.locationCount, "location", "locations"))."
        return try SitePage.render(title: site.options.title, path: SitePaths.index, description: lead, site: site) {
            page in
            let html = page.html
            page.heading(site.options.title)
            html.element(.p, ["class": "lead"], text: lead)
            if site.options.includesSearch { searchForm(hasATMs: site.atms.count > 0, on: html) }
            facts(summary, atmCount: site.atms.count, on: html)
            territories(site: site, otherMerchantCount: otherMerchantCount, on: page)
            bestDiscounts(summary.bestDiscounts, on: page)
            atms(site.atms, on: page)
        }
    }

    /// A search box that opens the search page with what was typed (`search.html?q=…`): it works without script.
    private static func searchForm(hasATMs: Bool, on html: HTMLStreamWriter) {
        html.element(.form, ["class": "search-form", "action": SitePaths.search, "role": "search"]) {
            html.element(
                .label, ["for": "index-search"],
                text: hasATMs ? "Search merchants, ATMs and places" : "Search merchants and places")
            html.element(.div, ["class": "search-row"]) {
                html.voidElement(.input, ["type": "search", "id": "index-search", "name": "q", "autocomplete": "off"])
                html.element(.button, ["type": "submit"], text: "Search")
            }
        }
    }

    /// The counts, each in a card; a count of zero is left out (a site without PiggyCards offers has no
    /// "Gift cards from PiggyCards: 0" card), and with every count zero so is the section.
    private static func facts(_ summary: CatalogSummary, atmCount: Int, on html: HTMLStreamWriter) {
        var facts = [
            ("Merchants", summary.merchantCount), ("Locations", summary.locationCount),
            ("Take Dash directly", summary.dashMerchantCount),
        ]
        facts += MerchantType.allCases.map { (SiteText.typeLabel($0), summary.merchantCountByType[$0] ?? 0) }
        facts += GiftCardProvider.enabled.map {
            ("Gift cards from \($0.displayName)", summary.merchantCountByProvider[$0] ?? 0)
        }
        facts.append(("ATMs", atmCount))
        let shown = facts.filter { $0.1 > 0 }
        guard !shown.isEmpty else { return }
        html.element(.section, ["aria-labelledby": "at-a-glance"]) {
            html.element(.h2, ["id": "at-a-glance"], text: "At a glance")
            html.element(.dl, ["class": "facts"]) {
                for (term, value) in shown {
                    html.element(.div) {
                        html.element(.dt, text: term)
                        html.element(.dd, text: SiteText.count(value))
                    }
                }
            }
        }
    }

    private static func territories(site: SiteContext, otherMerchantCount: Int, on page: SitePage) {
        let html = page.html
        html.element(.section, ["aria-labelledby": "territories"]) {
            html.element(.h2, ["id": "territories"], text: "Territories")
            if site.territories.isEmpty && otherMerchantCount == 0 {
                html.element(.p, text: "No territories.")
                return
            }
            let rows = site.territories.compactMap { territory in
                site.territoryPath(territory.name).map {
                    TerritoryList.Row(
                        name: territory.name, path: $0,
                        detail: SiteText.count(territory.merchantCount, "merchant", "merchants"))
                }
            }
            let other =
                otherMerchantCount > 0
                ? [
                    TerritoryList.Row(
                        name: OtherMerchants.title, path: SitePaths.otherMerchants,
                        detail: SiteText.count(otherMerchantCount, "merchant", "merchants"))
                ] : []
            TerritoryList.render(rows, trailing: other, idPrefix: "territories", on: page)
        }
    }

    private static func atms(_ atms: ATMGroups, on page: SitePage) {
        guard atms.count > 0 else { return }
        let html = page.html
        html.element(.section, ["aria-labelledby": "atms"]) {
            html.element(.h2, ["id": "atms"], text: "ATMs")
            html.element(.p) {
                html.text("\(SiteText.count(atms.count, "ATM", "ATMs")) \(ATMWording.purpose)")
                if !atms.groups.isEmpty {
                    html.text(", in \(SiteText.count(atms.groups.count, "territory", "territories"))")
                }
                html.text(". ")
                page.link(to: SitePaths.atms, text: "ATMs by territory")
            }
        }
    }

    private static func bestDiscounts(_ listings: [MerchantListing], on page: SitePage) {
        guard !listings.isEmpty else { return }
        let html = page.html
        html.element(.section, ["aria-labelledby": "best-discounts"]) {
            html.element(.h2, ["id": "best-discounts"], text: "Best discounts")
            html.element(.ol, ["class": "merchant-list"]) {
                for listing in listings {
                    html.element(.li) {
                        page.link(
                            to: CatalogFileNames.merchantPage(name: listing.name, id: listing.id), text: listing.name)
                        let discount = listing.bestDiscount.map(\.description) ?? "no discount"
                        html.element(
                            .span, ["class": "detail"], text: "\(ListingPlace.wording(listing)) · \(discount)")
                    }
                }
            }
        }
    }
}

/// The list of merchants whose locations name no territory: mostly online shops.
enum OtherMerchants {
    static let title = "Online and other merchants"
    static let introduction = "Merchants whose locations name no territory, most of them online shops."
}
