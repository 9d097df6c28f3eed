import Domain

/// What every page of one site needs: the options, the territories shown and their slugs, the ATMs by territory,
/// the shared frame, and the writer pages are written with.
struct SiteContext {
    let options: CatalogSiteOptions
    /// The one territory the catalog is restricted to, if any.
    let restrictedTo: String?
    /// The territories with merchant pages (all of them, or only the one the catalog is restricted to), by name
    /// ignoring case and accents.
    let territories: [Territory]
    /// The ATMs by territory; each territory here has an ATM page.
    let atms: ATMGroups
    /// Territory name → slug, for links and file names: one slug per name, whether it has a merchant page, an ATM
    /// page or both.
    let territorySlugs: [String: String]
    /// The names of ``territories`` and of the territories of ``atms``, for quick look-ups.
    private let merchantTerritoryNames: Set<String>
    private let atmTerritoryNames: Set<String>
    /// The footer's sentence, saying when the directory was updated.
    let updatedSentence: String
    /// The writer every page goes through, one page at a time.
    let html: HTMLStreamWriter
    /// The frame's shared parts for pages at the root (0) and one folder down (1).
    let frames: [SiteFrame]

    init(catalog: Catalog, options: CatalogSiteOptions) throws(CatalogError) {
        self.options = options
        restrictedTo = catalog.territory
        territories = catalog.summary.territories.filter { catalog.territory == nil || $0.name == catalog.territory }
            .sorted { (SiteText.sortKey($0.name), $0.name) < (SiteText.sortKey($1.name), $1.name) }
        let atms = ATMGroups(catalog.atms)
        self.atms = atms
        merchantTerritoryNames = Set(territories.map(\.name))
        atmTerritoryNames = Set(atms.groups.map(\.territory))
        territorySlugs = CatalogFileNames.territorySlugs(Array(merchantTerritoryNames.union(atmTerritoryNames)))
        let updatedSentence = SiteText.updatedSentence(catalog.summary.snapshot)
        self.updatedSentence = updatedSentence
        let html = try HTMLStreamWriter()
        self.html = html
        frames = try [0, 1].map { depth throws(CatalogError) in
            try SiteFrame(
                depth: depth, options: options, hasATMs: atms.count > 0, updatedSentence: updatedSentence, html: html)
        }
    }

    /// The path of a territory's first merchant page, when the site has one.
    func territoryPath(_ name: String) -> String? {
        guard merchantTerritoryNames.contains(name) else { return nil }
        return territorySlugs[name].map { SitePaths.territoryPage(slug: $0, number: 1) }
    }

    /// The path of a territory's ATM page, when the site has one.
    func atmTerritoryPath(_ name: String) -> String? {
        guard atmTerritoryNames.contains(name) else { return nil }
        return territorySlugs[name].map { SitePaths.atmTerritoryPage(slug: $0) }
    }
}
