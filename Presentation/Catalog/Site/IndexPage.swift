import Domain
import Foundation

/// The home page: counts, territories, merchant types, providers and the best discounts.
enum IndexPage {
    /// - Parameter atmCount: the catalog's ATMs; with any, a section links to their page.
    static func render(_ summary: CatalogSummary, otherMerchantCount: Int, atmCount: Int = 0, site: SiteContext)
        -> Data
    {
        let page = SitePage(title: site.options.title, depth: 0, site: site)
        page.heading(site.options.title)
        page.main.element(
            "p", ["class": "lead"],
            text: "Where to spend Dash\(site.restrictedTo.map { " in \($0)" } ?? ""): "
                + "\(SiteText.count(summary.merchantCount, "merchant", "merchants")) "
                + "at \(SiteText.count(summary.locationCount, "location", "locations")).")
        facts(summary, on: page)
        territories(site: site, otherMerchantCount: otherMerchantCount, on: page)
        bestDiscounts(summary.bestDiscounts, on: page)
        if atmCount > 0 {
            let section = page.main.element("section", ["aria-labelledby": "atms"])
            section.element("h2", ["id": "atms"], text: ATMListPage.title)
            let paragraph = section.element("p")
            page.link(in: paragraph, to: ATMListPage.path, text: SiteText.count(atmCount, "ATM", "ATMs"))
            paragraph.text(" where Dash can be bought or sold for cash.")
        }
        return page.document.serialized()
    }

    private static func facts(_ summary: CatalogSummary, on page: SitePage) {
        let section = page.main.element("section", ["aria-labelledby": "at-a-glance"])
        section.element("h2", ["id": "at-a-glance"], text: "At a glance")
        let list = section.element("dl", ["class": "facts"])
        func fact(_ term: String, _ value: Int) {
            let group = list.element("div")
            group.element("dt", text: term)
            group.element("dd", text: SiteText.count(value))
        }
        fact("Merchants", summary.merchantCount)
        fact("Locations", summary.locationCount)
        fact("Take Dash directly", summary.dashMerchantCount)
        for type in MerchantType.allCases { fact(SiteText.typeLabel(type), summary.merchantCountByType[type] ?? 0) }
        for provider in GiftCardProvider.enabled {
            fact("Gift cards from \(provider.displayName)", summary.merchantCountByProvider[provider] ?? 0)
        }
    }

    private static func territories(site: SiteContext, otherMerchantCount: Int, on page: SitePage) {
        let section = page.main.element("section", ["aria-labelledby": "territories"])
        section.element("h2", ["id": "territories"], text: "Territories")
        if site.territories.isEmpty && otherMerchantCount == 0 {
            section.element("p", text: "No territories.")
            return
        }
        let list = section.element("ul", ["class": "territory-list"])
        for territory in site.territories {
            guard let path = site.territoryPath(territory.name) else { continue }
            let item = list.element("li")
            page.link(in: item, to: path, text: territory.name)
            item.element(
                "span", ["class": "detail"], text: SiteText.count(territory.merchantCount, "merchant", "merchants"))
        }
        if otherMerchantCount > 0 {
            let item = list.element("li")
            page.link(in: item, to: SitePaths.otherMerchants, text: OtherMerchants.title)
            item.element("span", ["class": "detail"], text: SiteText.count(otherMerchantCount, "merchant", "merchants"))
        }
    }

    private static func bestDiscounts(_ listings: [MerchantListing], on page: SitePage) {
        guard !listings.isEmpty else { return }
        let section = page.main.element("section", ["aria-labelledby": "best-discounts"])
        section.element("h2", ["id": "best-discounts"], text: "Best discounts")
        let list = section.element("ol", ["class": "merchant-list"])
        for listing in listings {
            let item = list.element("li")
            page.link(
                in: item, to: CatalogFileNames.merchantPage(name: listing.name, id: listing.id), text: listing.name)
            let discount = listing.bestDiscount.map(\.description) ?? "no discount"
            item.element("span", ["class": "detail"], text: discount)
        }
    }
}

/// The list of merchants whose locations name no territory: mostly online shops.
enum OtherMerchants {
    static let title = "Online and other merchants"
    static let introduction = "Merchants whose locations name no territory, most of them online shops."
}
