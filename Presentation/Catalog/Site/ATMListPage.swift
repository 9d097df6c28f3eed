import Domain
import Foundation

/// The site's ATM page: every ATM of the catalog in one table (real files hold a few thousand, so one page).
enum ATMListPage {
    /// Its path from the site root.
    static let path = "atms.html"

    static let title = "ATMs"

    static func render(_ atms: [ATM], site: SiteContext) -> Data {
        let page = SitePage(title: title, depth: 0, site: site)
        page.heading(title)
        page.main.element(
            "p", ["class": "lead"],
            text: "\(SiteText.count(atms.count, "ATM", "ATMs")) where Dash can be bought or sold for cash"
                + "\(site.restrictedTo.map { " in \($0)" } ?? "").")
        guard !atms.isEmpty else {
            page.main.element("p", text: "No ATMs.")
            return page.document.serialized()
        }
        let table = page.main.element("table", ["class": "atm-table"])
        let head = table.element("thead").element("tr")
        for heading in ["ATM", "Buys or sells", "Manufacturer", "Address"] {
            head.element("th", ["scope": "col"], text: heading)
        }
        let body = table.element("tbody")
        for atm in atms {
            let row = body.element("tr")
            let name = row.element("td", ["dir": "auto"])
            if let website = atm.website {
                // `WebLink` guarantees an http(s) address with a host; other website values never become links.
                name.element("a", ["href": website.url.absoluteString, "rel": "noopener noreferrer"], text: atm.name)
            } else {
                name.text(atm.name)
            }
            row.element("td", text: typeLabel(atm.type))
            row.element("td", ["dir": "auto"], text: SiteText.visible(atm.manufacturer) ?? "")
            row.element("td", ["dir": "auto"], text: atm.location.singleLineAddress)
        }
        return page.document.serialized()
    }

    static func typeLabel(_ type: ATMType?) -> String {
        switch type {
        case .buy: "Buys Dash"
        case .sell: "Sells Dash"
        case .buyAndSell: "Buys and sells Dash"
        case nil: "Unknown"
        }
    }
}
