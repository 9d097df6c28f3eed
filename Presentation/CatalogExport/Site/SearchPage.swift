import Foundation

/// The search page. It works without its script (it says so and points to the territory lists); the script
/// (``SiteAssets/searchScript``) fetches the index's files under `search/` (``SearchIndexWriter``), so it needs the
/// site served over HTTP.
enum SearchPage {
    static func render(site: SiteContext) throws(CatalogError) -> Data {
        let words = site.words
        let lead = site.atms.count > 0 ? words.searchLeadWithATMs : words.searchLead
        return try SitePage.render(title: words.search, path: SitePaths.search, description: lead, site: site) {
            page in
            let html = page.html
            page.heading(words.search)
            html.element(.p, ["class": "lead"], text: lead)
            html.element(.form, ["class": "search-form", "id": "search-form", "role": "search", "hidden": "hidden"]) {
                html.element(.label, ["for": "search-text"], text: words.searchLabel)
                html.element(.div, ["class": "search-row"]) {
                    html.voidElement(
                        .input,
                        [
                            "type": "search", "id": "search-text", "name": "q", "autocomplete": "off",
                            "spellcheck": "false",
                        ])
                    html.element(.button, ["type": "button", "id": "near-me", "hidden": "hidden"], text: words.nearMe)
                    html.element(.label, ["for": "near-radius"], text: words.within)
                    html.element(.select, ["id": "near-radius", "name": "within"]) {
                        for kilometres in [1, 5, 25, 100] {
                            html.element(
                                .option,
                                kilometres == 5 ? ["value": "5", "selected": "selected"] : ["value": "\(kilometres)"],
                                text: "\(kilometres) km")
                        }
                    }
                }
                html.element(
                    .p, ["class": "hint"],
                    text: words.searchHint)
            }
            html.element(.p, ["id": "search-origin", "hidden": "hidden"]) {
                html.element(.span, ["id": "search-origin-text"])
                html.element(.button, ["type": "button", "id": "clear-origin"], text: words.sortByName)
            }
            html.element(.p, ["id": "search-status", "role": "status"])
            section("places", title: words.places, on: html)
            section("merchants", title: words.merchants, on: html)
            if site.atms.count > 0 { section("atms", title: words.atms, on: html) }
            section("nearby", title: site.atms.count > 0 ? words.nearbyWithATMs : words.nearby, on: html)
            html.element(.noscript) {
                html.element(.p) {
                    html.text(words.needsScript)
                    page.link(to: SitePaths.index + "#territories", text: words.browseTerritories)
                }
            }
            if words.language != .english { ScriptWords.write(words, on: html) }
            html.element(.script, ["src": SiteAssets.searchScriptFileName, "defer": "defer"])
        }
    }

    /// A results section the script fills: `<kind>-results`, holding a list and a note when not all are shown.
    private static func section(_ kind: String, title: String, on html: HTMLStreamWriter) {
        html.element(.section, ["id": "\(kind)-results", "aria-labelledby": "\(kind)-heading", "hidden": "hidden"]) {
            html.element(.h2, ["id": "\(kind)-heading"], text: title)
            html.element(.ul, ["class": "results"])
            html.element(.p, ["class": "hint more", "hidden": "hidden"])
        }
    }
}
