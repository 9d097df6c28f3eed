import Foundation

/// A numbered page of a merchant list: a territory's merchants, or those with no territory.
enum MerchantListPage {
    /// A list of entries split into pages of the site's `merchantsPerPage`.
    struct Listing: Sendable {
        let title: String
        let introduction: String
        let merchants: ListedMerchants
        /// 0 for pages at the site root, 1 for pages in `territories/`.
        let depth: Int
        /// The path of page `number`, from 1.
        let pagePath: @Sendable (Int) -> String
        /// The area the territory's locations cover, for a map link.
        var area: MapArea? = nil
        /// The territory's ATM page and its link text, when it has ATMs.
        var atms: (path: String, text: String)? = nil

        /// How many pages the list takes: an empty list still gets its first page.
        func pageCount(_ site: SiteContext) -> Int {
            let size = site.options.merchantsPerPage
            return max(1, (merchants.count + size - 1) / size)
        }
    }

    /// Renders page `number` (from 1) of the listing. Pages are independent, so they can be rendered on any core
    /// in any order, and a list of 100,000 merchants never sits in memory as pages.
    static func render(_ listing: Listing, page number: Int, site: SiteContext) throws(CatalogError) -> Data {
        let pageCount = listing.pageCount(site)
        let slice = try listing.merchants.page(number)
        let title = pageCount == 1 ? listing.title : "\(listing.title), page \(number) of \(pageCount)"
        return try SitePage.render(title: title, depth: listing.depth, site: site) { page in
            let html = page.html
            page.heading(title)
            html.element(.p, ["class": "lead"], text: listing.introduction)
            if listing.area != nil || listing.atms != nil {
                html.element(.p, ["class": "location-links"]) {
                    if let area = listing.area {
                        page.externalLink(area.openStreetMapLink, text: "Map of the area (OpenStreetMap)")
                    }
                    if let atms = listing.atms { page.link(to: atms.path, text: atms.text) }
                }
            }
            if slice.isEmpty {
                html.element(.p, text: "No merchants.")
            } else {
                html.element(.ul, ["class": "merchant-list"]) {
                    for entry in slice {
                        html.element(.li) {
                            page.link(to: entry.path, text: entry.name)
                            html.element(.span, ["class": "detail"], text: entry.detail)
                        }
                    }
                }
            }
            if pageCount > 1 { pager(number: number, count: pageCount, listing: listing, on: page) }
        }
    }

    private static func pager(number: Int, count: Int, listing: Listing, on page: SitePage) {
        let html = page.html
        html.element(.nav, ["aria-label": "Pages", "class": "pager"]) {
            html.element(.ul) {
                for other in 1...count {
                    html.element(.li) {
                        if other == number {
                            html.element(.span, ["aria-current": "page"], text: String(other))
                        } else {
                            page.link(to: listing.pagePath(other), text: String(other))
                        }
                    }
                }
            }
        }
    }
}
