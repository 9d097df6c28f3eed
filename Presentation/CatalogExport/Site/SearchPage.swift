import Foundation

/// The search page. It works without its script (it says so and points to the territory lists); the script
/// (``SiteAssets/searchScript``) fetches `search-index.json`, so it needs the site served over HTTP.
enum SearchPage {
    static func render(site: SiteContext) throws(CatalogError) -> Data {
        try SitePage.render(title: "Search", depth: 0, site: site) { page in
            let html = page.html
            page.heading("Search merchants")
            html.element("form", ["class": "search-form", "id": "search-form", "role": "search", "hidden": "hidden"]) {
                html.element("label", ["for": "search-text"], text: "Merchant name")
                html.voidElement(
                    "input",
                    ["type": "search", "id": "search-text", "name": "q", "autocomplete": "off", "spellcheck": "false"])
            }
            html.element("p", ["id": "search-status", "role": "status"])
            html.element("ul", ["id": "search-results", "class": "merchant-list", "hidden": "hidden"])
            html.element("noscript") {
                html.element("p") {
                    html.text("Search needs JavaScript. ")
                    page.link(to: SitePaths.index + "#territories", text: "Browse the territories instead.")
                }
            }
            html.element("script", ["src": SiteAssets.searchScriptFileName, "defer": "defer"])
        }
    }
}
