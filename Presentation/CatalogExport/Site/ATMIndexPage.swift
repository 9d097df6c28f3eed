import Foundation

/// `atms.html`: how many ATMs the catalog lists, what their labels mean and how many each of the wallets' filters
/// lists, and a list of territories, each linking to its ATM page.
enum ATMIndexPage {
    static let title = "ATMs"

    static func render(site: SiteContext) throws(CatalogError) -> Data {
        let atms = site.atms
        let lead =
            "\(SiteText.count(atms.count, "ATM", "ATMs")) \(ATMWording.purpose)"
            + "\(site.restrictedTo.map { " in \($0)" } ?? "")."
        return try SitePage.render(title: title, path: SitePaths.atms, description: lead, site: site) { page in
            let html = page.html
            page.heading(title)
            html.element(.p, ["class": "lead"], text: lead)
            html.element(
                .p,
                text: "\(ATMWording.action(.buy)): pay cash and get Dash. \(ATMWording.action(.sell)): send Dash and "
                    + "get cash. Opening hours and limits are the operator's: check before you go.")
            html.element(.p, text: ATMWording.filterCounts(atms.all))
            let rows = atms.groups.compactMap { group in
                site.atmTerritoryPath(group.territory).map {
                    TerritoryList.Row(
                        name: group.territory, path: $0, detail: SiteText.count(group.atms.count, "ATM", "ATMs"))
                }
            }
            let trailing =
                atms.unplaced.isEmpty
                ? []
                : [
                    TerritoryList.Row(
                        name: ATMTerritoryPage.unplacedTitle, path: SitePaths.otherATMs,
                        detail: SiteText.count(atms.unplaced.count, "ATM", "ATMs"))
                ]
            html.element(.section, ["aria-labelledby": "atm-territories"]) {
                html.element(.h2, ["id": "atm-territories"], text: "By territory")
                TerritoryList.render(rows, trailing: trailing, idPrefix: "atm-territories", on: page)
            }
        }
    }
}
