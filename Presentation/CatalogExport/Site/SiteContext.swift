import Domain

/// What every page of one site needs: the options, the territories shown and their slugs, the shared frame, and
/// the writer pages are written with.
struct SiteContext {
    let options: CatalogSiteOptions
    /// The one territory the catalog is restricted to, if any.
    let restrictedTo: String?
    /// The territories with pages: all of them, or only the one the catalog is restricted to.
    let territories: [Territory]
    /// Territory name → slug, for links and file names.
    let territorySlugs: [String: String]
    /// The footer's sentence, naming the snapshot the site was made from.
    let snapshotSentence: String
    /// The writer every page goes through, one page at a time.
    let html: HTMLStreamWriter
    /// The frame's shared parts for pages at the root (0) and one folder down (1).
    let frames: [SiteFrame]

    init(catalog: Catalog, options: CatalogSiteOptions) throws(CatalogError) {
        self.options = options
        restrictedTo = catalog.territory
        territories = catalog.summary.territories.filter { catalog.territory == nil || $0.name == catalog.territory }
        territorySlugs = CatalogFileNames.territorySlugs(territories.map(\.name))
        let snapshotSentence = SiteText.snapshotSentence(catalog.summary.snapshot)
        self.snapshotSentence = snapshotSentence
        let html = try HTMLStreamWriter()
        self.html = html
        frames = try [0, 1].map { depth throws(CatalogError) in
            try SiteFrame(depth: depth, options: options, snapshotSentence: snapshotSentence, html: html)
        }
    }

    /// The path of a territory's first page, when the site has pages for it.
    func territoryPath(_ name: String) -> String? {
        territorySlugs[name].map { SitePaths.territoryPage(slug: $0, number: 1) }
    }
}
