import Domain
import Foundation

/// The site's ATM page: every ATM of the catalog in one table (real files hold a few thousand, so one page).
enum ATMListPage {
    /// Its path from the site root.
    static let path = "atms.html"

    static let title = "ATMs"

    static func render(_ atms: [ATM], site: SiteContext) throws(CatalogError) -> Data {
        try SitePage.render(title: title, depth: 0, site: site) { page in
            let html = page.html
            page.heading(title)
            html.element(
                "p", ["class": "lead"],
                text: "\(SiteText.count(atms.count, "ATM", "ATMs")) where Dash can be bought or sold for cash"
                    + "\(site.restrictedTo.map { " in \($0)" } ?? "").")
            guard !atms.isEmpty else {
                html.element("p", text: "No ATMs.")
                return
            }
            html.element("table", ["class": "atm-table"]) {
                html.element("thead") {
                    html.element("tr") {
                        for heading in ["ATM", "Buys or sells", "Manufacturer", "Address"] {
                            html.element("th", ["scope": "col"], text: heading)
                        }
                    }
                }
                html.element("tbody") {
                    for atm in atms { row(atm, on: html) }
                }
            }
        }
    }

    private static func row(_ atm: ATM, on html: HTMLStreamWriter) {
        html.element("tr") {
            html.element("td", ["dir": "auto"]) {
                if let website = atm.website {
                    // `WebLink` guarantees an http(s) address with a host; other website values never become links.
                    html.element(
                        "a", ["href": website.url.absoluteString, "rel": "noopener noreferrer"], text: atm.name)
                } else {
                    html.text(atm.name)
                }
            }
            html.element("td", text: typeLabel(atm.type))
            html.element("td", ["dir": "auto"], text: SiteText.visible(atm.manufacturer) ?? "")
            html.element("td", ["dir": "auto"], text: atm.location.singleLineAddress)
        }
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
