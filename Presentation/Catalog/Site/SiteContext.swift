import Domain

/// What every page of one site needs to know: the options, the territories shown and their slugs, the snapshot.
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

    init(catalog: Catalog, options: CatalogSiteOptions) {
        self.options = options
        restrictedTo = catalog.territory
        territories = catalog.summary.territories.filter { catalog.territory == nil || $0.name == catalog.territory }
        territorySlugs = CatalogFileNames.territorySlugs(territories.map(\.name))
        snapshotSentence = SiteText.snapshotSentence(catalog.summary.snapshot)
    }

    /// The path of a territory's first page, when the site has pages for it.
    func territoryPath(_ name: String) -> String? {
        territorySlugs[name].map { SitePaths.territoryPage(slug: $0, number: 1) }
    }
}
