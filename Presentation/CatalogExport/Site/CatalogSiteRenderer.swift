import Domain
import Foundation

/// Writes a catalog as a static HTML5 site: an index, a page per territory and per merchant, a page of ATMs when
/// the catalog has any, a stylesheet, and optionally a search page and a sitemap.
///
/// Merchant pages are written as the stream delivers them; territory lists keep only a ``MerchantEntry`` per
/// merchant and are written at the end, so memory grows by a line of text per merchant, never by whole merchants.
/// Every page is written through libxml2's text writer: data enters only as text and attribute values.
public struct CatalogSiteRenderer: Sendable {
    /// The choices this renderer applies to every site it writes.
    public let options: CatalogSiteOptions

    /// A renderer with the given options (by default: search on, no sitemap, 500 merchants a list page).
    public init(options: CatalogSiteOptions = CatalogSiteOptions()) {
        self.options = options
    }

    /// Writes the site into `output`, reporting progress after each merchant page.
    public func render(
        _ catalog: Catalog, to output: some CatalogOutput, progress: CatalogProgressHandler? = nil
    ) async throws(CatalogError) {
        let site = try SiteContext(catalog: catalog, options: options)
        let sitemap = try options.baseURL.map { url throws(CatalogError) in
            try SitemapWriter(baseURL: url, output: output)
        }
        let search =
            options.includesSearch ? try SearchIndexWriter(sink: output.openFile(at: SitePaths.searchIndex)) : nil
        try output.write(SiteAssets.style, to: SiteAssets.styleFileName)

        var lists = TerritoryLists(site: site)
        var paths = Set<String>()
        var merchants = catalog.merchants.makeAsyncIterator()
        while let merchant = try await merchants.nextMerchant() {
            let path = CatalogFileNames.merchantPage(name: merchant.name, id: merchant.id)
            guard paths.insert(path).inserted else { throw .fileNameCollision(path) }
            try output.write(try MerchantPage.render(merchant, site: site), to: path)
            let entry = MerchantEntry(merchant, path: path)
            lists.add(entry, territories: merchant.territories)
            try search?.append(entry)
            try sitemap?.add(path)
            progress?(CatalogProgress(written: paths.count, total: catalog.summary.merchantCount))
        }

        for listing in lists.listings() {
            try MerchantListPage.render(listing, site: site) { path, page throws(CatalogError) in
                try output.write(page, to: path)
                try sitemap?.add(path)
            }
        }
        if !catalog.atms.isEmpty {
            try output.write(try ATMListPage.render(catalog.atms, site: site), to: ATMListPage.path)
            try sitemap?.add(ATMListPage.path)
        }
        try output.write(
            try IndexPage.render(
                catalog.summary, otherMerchantCount: lists.otherCount, atmCount: catalog.atms.count, site: site),
            to: SitePaths.index)
        try sitemap?.add(SitePaths.index)
        if let search {
            try search.finish()
            try output.write(try SearchPage.render(site: site), to: SitePaths.search)
            try output.write(SiteAssets.searchScript, to: SiteAssets.searchScriptFileName)
        }
        try sitemap?.finish()
    }
}
