/// The merchant lists the site renderer collects while merchants stream past: one per territory shown, and one
/// for merchants in none of them.
///
/// A list holds its current page's lines (``MerchantLines``); each page filled goes to scratch space, so the lists
/// of a whole directory cost at most a page each in memory, however many merchants it has.
struct TerritoryLists {
    /// A list being collected.
    private struct List {
        var count = 0
        /// A part a page.
        var pages = ScratchParts()
    }

    private let site: SiteContext
    private let scratch: any CatalogScratch
    private var lines = MerchantLines()
    private var byTerritory: [String: List] = [:]
    private var others = List()

    init(site: SiteContext, scratch: any CatalogScratch) {
        self.site = site
        self.scratch = scratch
    }

    /// How many merchants are in no territory shown.
    var otherCount: Int { others.count }

    /// Files the entry under each of the merchant's territories that has a page, placed as `place` says it is in
    /// that territory (its cities there), or under "other" when none has, placed as the entry is. A catalog
    /// restricted to one territory has no "other" list: its merchants all have a location there.
    mutating func add(
        _ entry: MerchantEntry, territories: [String], place: (_ territory: String) -> String
    ) throws(CatalogError) {
        let shown = territories.filter { site.territorySlugs[$0] != nil }
        guard !shown.isEmpty || site.restrictedTo == nil else { return }
        let size = site.options.merchantsPerPage
        var line: [UInt8] = []
        for territory in shown {
            line.removeAll(keepingCapacity: true)
            lines.encode(entry.placed(place(territory)), into: &line)
            try Self.add(line, to: &byTerritory[territory, default: List()], pageSize: size, scratch: scratch)
        }
        if shown.isEmpty {
            lines.encode(entry, into: &line)
            try Self.add(line, to: &others, pageSize: size, scratch: scratch)
        }
    }

    private static func add(
        _ line: [UInt8], to list: inout List, pageSize: Int, scratch: any CatalogScratch
    ) throws(CatalogError) {
        list.pages.append(contentsOf: line)
        list.count += 1
        if list.count % pageSize == 0 { try list.pages.setAside(in: scratch) }
    }

    /// Every list to write, territories in the site's order, then "other" when it has merchants. Each territory's
    /// page links to a map of the area its locations cover and to its ATMs.
    func listings(places: SitePlaces) -> [MerchantListPage.Listing] {
        // Every territory of the site has a slug: the site names its pages from the same list.
        var result = site.territories.compactMap { territory -> MerchantListPage.Listing? in
            guard let slug = site.territorySlugs[territory.name] else { return nil }
            let list = merchants(byTerritory[territory.name] ?? List())
            let tally = places.territory(territory.name)
            return MerchantListPage.Listing(
                title: territory.name,
                introduction: site.words(
                    "catalog.list.introduction", SiteText.count(list.count, "count.merchants", site.words)),
                merchants: list, depth: 1, pagePath: { SitePaths.territoryPage(slug: slug, number: $0) },
                area: tally?.area,
                atms: site.atmTerritoryPath(territory.name).map {
                    (
                        $0,
                        site.words(
                            "catalog.atms.in-territory", SiteText.count(tally?.atmCount ?? 0, "count.atms", site.words),
                            territory.name)
                    )
                })
        }
        if others.count > 0 {
            result.append(
                MerchantListPage.Listing(
                    title: site.words.otherTitle, introduction: site.words.otherIntroduction,
                    merchants: merchants(others), depth: 0, pagePath: SitePaths.otherMerchantsPage))
        }
        return result
    }

    private func merchants(_ list: List) -> ListedMerchants {
        ListedMerchants(count: list.count, pages: list.pages, places: lines.places, scratch: scratch)
    }
}

/// One list's merchants, page by page: the full pages in scratch space, the rest in memory.
struct ListedMerchants: Sendable {
    /// How many merchants the list has.
    let count: Int
    /// Each page's lines.
    let pages: ScratchParts
    /// The places the lines name by number.
    let places: [String]
    let scratch: any CatalogScratch

    /// The merchants of page `number`, from 1; none past the last.
    func page(_ number: Int) throws(CatalogError) -> [MerchantEntry] {
        MerchantLines.decode(try pages.part(number - 1, in: scratch), places: places)
    }
}
