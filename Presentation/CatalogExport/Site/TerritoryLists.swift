/// The merchant lists the site renderer collects while merchants stream past: one per territory shown, and one
/// for merchants in none of them. Each merchant's line is kept once (``MerchantEntries``); the lists keep numbers.
struct TerritoryLists {
    private let site: SiteContext
    private var entries = MerchantEntries()
    private var byTerritory: [String: [Int32]] = [:]
    private var others: [Int32] = []

    init(site: SiteContext) {
        self.site = site
    }

    /// How many merchants are in no territory shown.
    var otherCount: Int { others.count }

    /// Files the entry under each of the merchant's territories that has a page, or under "other" when none has.
    /// A catalog restricted to one territory has no "other" list: its merchants all have a location there.
    mutating func add(_ entry: MerchantEntry, territories: [String]) {
        let shown = territories.filter { site.territorySlugs[$0] != nil }
        guard !shown.isEmpty || site.restrictedTo == nil else { return }
        let number = entries.append(entry)
        for territory in shown { byTerritory[territory, default: []].append(number) }
        if shown.isEmpty { others.append(number) }
    }

    /// Every list to write, territories in the site's order, then "other" when it has merchants. Each territory's
    /// page links to a map of the area its locations cover and to its ATMs.
    func listings(places: SitePlaces) -> [MerchantListPage.Listing] {
        var result = site.territories.map { territory in
            let slug = site.territorySlugs[territory.name]!
            let list = MerchantEntryList(entries: entries, numbers: byTerritory[territory.name] ?? [])
            let tally = places.territory(territory.name)
            return MerchantListPage.Listing(
                title: territory.name,
                introduction: "\(SiteText.count(list.count, "merchant", "merchants")) with a location in this "
                    + "territory.",
                entries: list, depth: 1, pagePath: { SitePaths.territoryPage(slug: slug, number: $0) },
                area: tally?.area,
                atms: site.atmTerritoryPath(territory.name).map {
                    ($0, "\(SiteText.count(tally?.atmCount ?? 0, "ATM", "ATMs")) in \(territory.name)")
                })
        }
        if !others.isEmpty {
            result.append(
                MerchantListPage.Listing(
                    title: OtherMerchants.title, introduction: OtherMerchants.introduction,
                    entries: MerchantEntryList(entries: entries, numbers: others), depth: 0,
                    pagePath: SitePaths.otherMerchantsPage))
        }
        return result
    }
}
