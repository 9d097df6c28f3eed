import Foundation

/// `atms.html`: how many ATMs the catalog lists, what their labels mean and how many each of the wallets' filters
/// lists, and a list of territories, each linking to its ATM page.
enum ATMIndexPage {
    static let title = "ATMs"

    static func render(site: SiteContext) throws(CatalogError) -> Data {
        let atms = site.atms
        let words = site.words
        let title = words.atms
        let lead =
            ATMWording.purpose(atms.count, words)
            + "\(site.restrictedTo.map { words("catalog.atms.lead.in", $0) } ?? "")."
        return try SitePage.render(title: title, path: SitePaths.atms, description: lead, site: site) { page in
            let html = page.html
            page.heading(title)
            html.element(.p, ["class": "lead"], text: lead)
            html.element(
                .p,
                text: words("catalog.atms.explained", ATMWording.action(.buy, words), ATMWording.action(.sell, words)))
            html.element(.p, text: ATMWording.filterCounts(atms.all, words))
            let rows = atms.groups.compactMap { group in
                site.atmTerritoryPath(group.territory).map {
                    TerritoryList.Row(
                        name: group.territory, path: $0, detail: SiteText.count(group.atms.count, "count.atms", words))
                }
            }
            let trailing =
                atms.unplaced.isEmpty
                ? []
                : [
                    TerritoryList.Row(
                        name: words.atmsUnplaced, path: SitePaths.otherATMs,
                        detail: SiteText.count(atms.unplaced.count, "count.atms", words))
                ]
            html.element(.section, ["aria-labelledby": "atm-territories"]) {
                html.element(.h2, ["id": "atm-territories"], text: words.atmsByTerritoryHeading)
                TerritoryList.render(rows, trailing: trailing, idPrefix: "atm-territories", on: page)
            }
        }
    }
}
