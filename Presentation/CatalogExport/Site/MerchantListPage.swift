import Domain
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

    /// Renders page `number` (from 1) of the listing, to be written at `path`. Pages are independent, so they can be
    /// rendered on any core in any order, and a list of 100,000 merchants never sits in memory as pages.
    ///
    /// Each row carries how it is paid and its discount (`data-pay`, `data-discount`) for ``SiteAssets/listScript``,
    /// which filters and sorts the page's rows in place (ADR 0024); without script the page is the whole list page
    /// in name order, with the pager above and below it.
    static func render(_ listing: Listing, page number: Int, path: String, site: SiteContext)
        throws(CatalogError) -> Data
    {
        let pageCount = listing.pageCount(site)
        let slice = try listing.merchants.page(number)
        let words = site.words
        let title =
            pageCount == 1
            ? listing.title
            : words("catalog.list.page", listing.title, words.number(number), words.number(pageCount))
        let description = "\(listing.title): \(listing.introduction)"
        return try SitePage.render(title: title, path: path, description: description, site: site) { page in
            let html = page.html
            page.heading(title)
            html.element(.p, ["class": "lead"], text: listing.introduction)
            if listing.area != nil || listing.atms != nil {
                html.element(.p, ["class": "location-links"]) {
                    if let area = listing.area {
                        page.externalLink(area.openStreetMapLink, text: words.areaMap)
                    }
                    if let atms = listing.atms { page.link(to: atms.path, text: atms.text) }
                }
            }
            guard !slice.isEmpty else {
                html.element(.p, text: words.noMerchants)
                return
            }
            let pager = Pager(number: number, count: pageCount, path: listing.pagePath)
            pager.render(label: words.pages, on: page)
            html.element(.ul, ["class": "merchant-list", "id": listID]) {
                for entry in slice {
                    html.element(
                        .li, ["data-pay": payKey(entry.paymentMethod), "data-discount": discountKey(entry.discount)]
                    ) {
                        page.link(to: entry.path, text: entry.name)
                        html.element(.span, ["class": "detail"], text: entry.line(words))
                    }
                }
            }
            pager.render(label: words.pagesAfter, on: page)
            if words.language != .english { ScriptWords.write(words, on: html) }
            html.element(.script, ["src": page.rootPrefix + SiteAssets.listScriptFileName, "defer": "defer"])
        }
    }

    /// The id of the list the script filters and sorts.
    static let listID = "merchants"

    /// `dash` or `gift-card`: the script's filter values.
    static func payKey(_ method: PaymentMethod) -> String {
        switch method {
        case .dash: "dash"
        case .giftCard: "gift-card"
        }
    }

    /// The discount in basis points, negative for a fee, 0 for none: the script sorts on it.
    static func discountKey(_ discount: Discount?) -> String {
        String(discount?.basisPoints ?? 0)
    }
}
