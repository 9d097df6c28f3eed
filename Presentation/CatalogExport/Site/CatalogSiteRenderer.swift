import Domain
import Foundation

/// Writes a catalog as a static HTML5 site: an index, a page per territory and per merchant, ATM pages by territory
/// when the catalog has ATMs, a 404 page, a stylesheet, the list pages' script, an icon, `robots.txt`, and
/// optionally a search page and a sitemap.
///
/// Merchant pages are rendered on every core as the stream delivers them (``MerchantPageWorkers``). What the pages
/// written at the end need of every merchant, its line in the territory lists (``TerritoryLists``) and its
/// locations' coordinates for the map areas (``SitePlaces``), goes to the output's scratch space as it streams past,
/// so memory does not grow with the directory. Every page is written by ``HTMLStreamWriter``, which escapes with
/// libxml2: data enters only as text and attribute values.
public struct CatalogSiteRenderer: Sendable {
    /// The choices this renderer applies to every site it writes.
    public let options: CatalogSiteOptions

    /// The site's front page, relative to the site root.
    public static let frontPage = SitePaths.index

    /// A renderer with the given options (by default: search on, no sitemap, 50 merchants a list page).
    public init(options: CatalogSiteOptions = CatalogSiteOptions()) {
        self.options = options
    }

    /// How many tasks render merchant pages: one per core.
    static let workerCount = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Writes the site into `output`, reporting progress after each merchant page (queued to be written: every page
    /// is written before this returns).
    public func render(
        _ catalog: Catalog, to output: some CatalogOutput, progress: CatalogProgressHandler? = nil
    ) async throws(CatalogError) {
        let site = try SiteContext(catalog: catalog, options: options)
        let sitemap = try options.baseURL.map { url throws(CatalogError) in
            try SitemapWriter(baseURL: url, output: output)
        }
        let scratch = try output.openScratch()
        var places = SitePlaces(hasPage: { site.territorySlugs[$0] != nil }, scratch: scratch)
        for atm in catalog.atms { try places.add(atm) }
        let search =
            options.includesSearch
            ? try SearchIndexWriter(
                output: output, scratch: scratch, atms: Self.searchEntries(site), budget: options.searchShardBytes)
            : nil
        try output.write(SiteAssets.style, to: SiteAssets.styleFileName)
        try output.write(SiteAssets.listScript, to: SiteAssets.listScriptFileName)
        try output.write(SiteAssets.favicon, to: SiteAssets.faviconFileName)
        try output.write(SiteAssets.vectorIcon, to: SiteAssets.vectorIconFileName)
        if let logo = options.logo { try output.write(logo.bytes, to: logo.fileName) }
        if let stylesheet = options.stylesheet {
            try output.write(stylesheet, to: CatalogSiteOptions.publisherStylesheetFileName)
        }
        try output.write(RobotsFile.contents(sitemap: site.address(of: SitePaths.sitemap)), to: SitePaths.robots)

        var lists = TerritoryLists(site: site, scratch: scratch)
        var merchantCount = 0
        try await MerchantPageWorkers.run(
            count: Self.workerCount, plan: site.plan, output: output
        ) { workers throws(CatalogError) in
            var merchants = catalog.merchants.makeAsyncIterator()
            while let merchant = try await merchants.nextMerchant() {
                let entry = MerchantEntry(
                    merchant, stem: CatalogFileNames.merchantStem(name: merchant.name, id: merchant.id),
                    words: site.words)
                let path = entry.path
                let territories = merchant.territories
                try await workers.add(.merchant(merchant, territories: territories, path: path))
                try lists.add(entry, territories: territories) { ListingPlace.wording(merchant, in: $0, site.words) }
                try places.add(merchant)
                try search?.append(SearchEntry(entry, locations: merchant.locations, words: site.words))
                try sitemap?.add(path)
                merchantCount += 1
                progress?(CatalogProgress(written: merchantCount, total: catalog.summary.merchantCount))
            }
            try places.measure()
            for listing in lists.listings(places: places) {
                for number in 1...listing.pageCount(site) {
                    let path = listing.pagePath(number)
                    try await workers.add(.list(listing, number: number, path: path))
                    try sitemap?.add(path)
                }
            }
        }

        func write(_ path: String, _ page: Data) throws(CatalogError) {
            try output.write(page, to: path)
            try sitemap?.add(path)
        }
        if site.atms.count > 0 {
            try write(SitePaths.atms, try ATMIndexPage.render(site: site))
            for group in site.atms.groups {
                guard let path = site.atmTerritoryPath(group.territory) else { continue }
                let area = places.territory(group.territory)?.area
                try write(path, try ATMTerritoryPage.render(group, path: path, area: area, site: site))
            }
            if !site.atms.unplaced.isEmpty {
                try write(SitePaths.otherATMs, try ATMTerritoryPage.renderUnplaced(site.atms.unplaced, site: site))
            }
        }
        try write(
            SitePaths.index, try IndexPage.render(catalog.summary, otherMerchantCount: lists.otherCount, site: site))
        try output.write(try NotFoundPage.render(site: site), to: SitePaths.notFound)
        if let search {
            try search.finish(places: places.places().map { SearchPlace($0, site: site) })
            try output.write(try SearchPage.render(site: site), to: SitePaths.search)
            try output.write(SiteAssets.searchScript, to: SiteAssets.searchScriptFileName)
        }
        try sitemap?.finish()
    }

    /// Every ATM as the search page lists it, linked to its place on its territory's page.
    private static func searchEntries(_ site: SiteContext) -> [SearchEntry] {
        var entries: [SearchEntry] = []
        for group in site.atms.groups {
            guard let page = site.atmTerritoryPath(group.territory) else { continue }
            entries += group.atms.map {
                SearchEntry($0, path: "\(page)#\(ATMTerritoryPage.anchor($0))", words: site.words)
            }
        }
        entries += site.atms.unplaced.map {
            SearchEntry($0, path: "\(SitePaths.otherATMs)#\(ATMTerritoryPage.anchor($0))", words: site.words)
        }
        return entries
    }
}
