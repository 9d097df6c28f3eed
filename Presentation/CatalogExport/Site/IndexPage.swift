import Domain
import Foundation

/// The home page: counts, territories, merchant types, providers and the best discounts.
enum IndexPage {
    /// - Parameter atmCount: the catalog's ATMs; with any, a section links to their page.
    static func render(_ summary: CatalogSummary, otherMerchantCount: Int, atmCount: Int = 0, site: SiteContext)
        throws(CatalogError) -> Data
    {
        try SitePage.render(title: site.options.title, depth: 0, site: site) { page in
            let html = page.html
            page.heading(site.options.title)
            html.element(
                "p", ["class": "lead"],
                text: "Where to spend Dash\(site.restrictedTo.map { " in \($0)" } ?? ""): "
                    + "\(SiteText.count(summary.merchantCount, "merchant", "merchants")) "
                    + "at \(SiteText.count(summary.locationCount, "location", "locations")).")
            facts(summary, on: html)
            territories(site: site, otherMerchantCount: otherMerchantCount, on: page)
            bestDiscounts(summary.bestDiscounts, on: page)
            if atmCount > 0 {
                html.element("section", ["aria-labelledby": "atms"]) {
                    html.element("h2", ["id": "atms"], text: ATMListPage.title)
                    html.element("p") {
                        page.link(to: ATMListPage.path, text: SiteText.count(atmCount, "ATM", "ATMs"))
                        html.text(" where Dash can be bought or sold for cash.")
                    }
                }
            }
        }
    }

    private static func facts(_ summary: CatalogSummary, on html: HTMLStreamWriter) {
        func fact(_ term: String, _ value: Int) {
            html.element("div") {
                html.element("dt", text: term)
                html.element("dd", text: SiteText.count(value))
            }
        }
        html.element("section", ["aria-labelledby": "at-a-glance"]) {
            html.element("h2", ["id": "at-a-glance"], text: "At a glance")
            html.element("dl", ["class": "facts"]) {
                fact("Merchants", summary.merchantCount)
                fact("Locations", summary.locationCount)
                fact("Take Dash directly", summary.dashMerchantCount)
                for type in MerchantType.allCases {
                    fact(SiteText.typeLabel(type), summary.merchantCountByType[type] ?? 0)
                }
                for provider in GiftCardProvider.enabled {
                    fact("Gift cards from \(provider.displayName)", summary.merchantCountByProvider[provider] ?? 0)
                }
            }
        }
    }

    private static func territories(site: SiteContext, otherMerchantCount: Int, on page: SitePage) {
        let html = page.html
        html.element("section", ["aria-labelledby": "territories"]) {
            html.element("h2", ["id": "territories"], text: "Territories")
            if site.territories.isEmpty && otherMerchantCount == 0 {
                html.element("p", text: "No territories.")
                return
            }
            html.element("ul", ["class": "territory-list"]) {
                for territory in site.territories {
                    guard let path = site.territoryPath(territory.name) else { continue }
                    html.element("li") {
                        page.link(to: path, text: territory.name)
                        html.element(
                            "span", ["class": "detail"],
                            text: SiteText.count(territory.merchantCount, "merchant", "merchants"))
                    }
                }
                if otherMerchantCount > 0 {
                    html.element("li") {
                        page.link(to: SitePaths.otherMerchants, text: OtherMerchants.title)
                        html.element(
                            "span", ["class": "detail"],
                            text: SiteText.count(otherMerchantCount, "merchant", "merchants"))
                    }
                }
            }
        }
    }

    private static func bestDiscounts(_ listings: [MerchantListing], on page: SitePage) {
        guard !listings.isEmpty else { return }
        let html = page.html
        html.element("section", ["aria-labelledby": "best-discounts"]) {
            html.element("h2", ["id": "best-discounts"], text: "Best discounts")
            html.element("ol", ["class": "merchant-list"]) {
                for listing in listings {
                    html.element("li") {
                        page.link(
                            to: CatalogFileNames.merchantPage(name: listing.name, id: listing.id), text: listing.name)
                        html.element(
                            "span", ["class": "detail"], text: listing.bestDiscount.map(\.description) ?? "no discount")
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
