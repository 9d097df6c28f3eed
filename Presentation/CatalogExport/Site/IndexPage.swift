import Domain
import Foundation
import Presentation

/// The home page: counts, territories, the best discounts and the ATMs.
enum IndexPage {
    static func render(_ summary: CatalogSummary, otherMerchantCount: Int, site: SiteContext)
        throws(CatalogError) -> Data
    {
        let words = site.words
        let merchants = SiteText.count(summary.merchantCount, "count.merchants", words)
        let locations = SiteText.count(summary.locationCount, "count.locations", words)
        let lead =
            site.options.description
            ?? site.restrictedTo.map { words("catalog.index.lead.territory", $0, merchants, locations) }
            ?? words("catalog.index.lead", merchants, locations)
        return try SitePage.render(title: site.title, path: SitePaths.index, description: lead, site: site) {
            page in
            let html = page.html
            page.heading(site.title)
            html.element(.p, ["class": "lead"], text: lead)
            if site.options.includesSearch { searchForm(hasATMs: site.atms.count > 0, words: words, on: html) }
            facts(summary, atmCount: site.atms.count, words: words, on: html)
            territories(site: site, otherMerchantCount: otherMerchantCount, on: page)
            bestDiscounts(summary.bestDiscounts, on: page)
            atms(site.atms, on: page)
        }
    }

    /// A search box that opens the search page with what was typed (`search.html?q=…`): it works without script.
    private static func searchForm(hasATMs: Bool, words: CatalogWords, on html: HTMLStreamWriter) {
        html.element(.form, ["class": "search-form", "action": SitePaths.search, "role": "search"]) {
            html.element(
                .label, ["for": "index-search"],
                text: hasATMs ? words.indexSearchLabelWithATMs : words.indexSearchLabel)
            html.element(.div, ["class": "search-row"]) {
                html.voidElement(.input, ["type": "search", "id": "index-search", "name": "q", "autocomplete": "off"])
                html.element(.button, ["type": "submit"], text: words.search)
            }
        }
    }

    /// The counts, each in a card; a count of zero is left out (a site without PiggyCards offers has no
    /// "Gift cards from PiggyCards: 0" card), and with every count zero so is the section.
    private static func facts(
        _ summary: CatalogSummary, atmCount: Int, words: CatalogWords, on html: HTMLStreamWriter
    ) {
        var facts = [
            (words.factMerchants, summary.merchantCount), (words.factLocations, summary.locationCount),
            (words.factDash, summary.dashMerchantCount),
        ]
        facts += MerchantType.allCases.map { (SiteText.typeLabel($0, words), summary.merchantCountByType[$0] ?? 0) }
        facts += GiftCardProvider.enabled.map {
            (words("catalog.fact.gift-cards", $0.displayName), summary.merchantCountByProvider[$0] ?? 0)
        }
        facts.append((words.atms, atmCount))
        let shown = facts.filter { $0.1 > 0 }
        guard !shown.isEmpty else { return }
        html.element(.section, ["aria-labelledby": "at-a-glance"]) {
            html.element(.h2, ["id": "at-a-glance"], text: words.atAGlance)
            html.element(.dl, ["class": "facts"]) {
                for (term, value) in shown {
                    html.element(.div) {
                        html.element(.dt, text: term)
                        html.element(.dd, text: words.number(value))
                    }
                }
            }
        }
    }

    private static func territories(site: SiteContext, otherMerchantCount: Int, on page: SitePage) {
        let html = page.html
        let words = page.words
        html.element(.section, ["aria-labelledby": "territories"]) {
            html.element(.h2, ["id": "territories"], text: words.territories)
            if site.territories.isEmpty && otherMerchantCount == 0 {
                html.element(.p, text: words.noTerritories)
                return
            }
            let rows = site.territories.compactMap { territory in
                site.territoryPath(territory.name).map {
                    TerritoryList.Row(
                        name: territory.name, path: $0,
                        detail: SiteText.count(territory.merchantCount, "count.merchants", words))
                }
            }
            let other =
                otherMerchantCount > 0
                ? [
                    TerritoryList.Row(
                        name: words.otherTitle, path: SitePaths.otherMerchants,
                        detail: SiteText.count(otherMerchantCount, "count.merchants", words))
                ] : []
            TerritoryList.render(rows, trailing: other, idPrefix: "territories", on: page)
        }
    }

    private static func atms(_ atms: ATMGroups, on page: SitePage) {
        guard atms.count > 0 else { return }
        let html = page.html
        let words = page.words
        html.element(.section, ["aria-labelledby": "atms"]) {
            html.element(.h2, ["id": "atms"], text: words.atms)
            html.element(.p) {
                html.text(ATMWording.purpose(atms.count, words))
                if !atms.groups.isEmpty {
                    html.text(
                        words(
                            "catalog.index.atms.in",
                            SiteText.count(atms.groups.count, "catalog.count.territories", words)))
                }
                html.text(". ")
                page.link(to: SitePaths.atms, text: words.atmsByTerritory)
            }
        }
    }

    private static func bestDiscounts(_ listings: [MerchantListing], on page: SitePage) {
        guard !listings.isEmpty else { return }
        let html = page.html
        let words = page.words
        html.element(.section, ["aria-labelledby": "best-discounts"]) {
            html.element(.h2, ["id": "best-discounts"], text: words.bestDiscounts)
            html.element(.ol, ["class": "merchant-list"]) {
                for listing in listings {
                    html.element(.li) {
                        page.link(
                            to: CatalogFileNames.merchantPage(name: listing.name, id: listing.id), text: listing.name)
                        let discount = listing.bestDiscount.map(words.discount) ?? words.noDiscount
                        html.element(
                            .span, ["class": "detail"], text: "\(ListingPlace.wording(listing, words)) · \(discount)")
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
