import Foundation
import Presentation

/// `404.html`: the page a web server shows for an address the site does not have. Static hosts (GitHub Pages,
/// Netlify, Cloudflare Pages) serve it by that name, and it takes one line of configuration elsewhere.
///
/// It is served in place of any missing page, in any folder, so its links start at the site's root path (the base
/// URL's path, else `/`) instead of being relative to where it lies (``SiteContext/rootFrame``). It has no canonical
/// address: it stands for no page.
enum NotFoundPage {
    static let title = "Page not found"

    static func render(site: SiteContext) throws(CatalogError) -> Data {
        let words = site.words
        let title = words.notFoundTitle
        let lead = words.notFoundLead
        return try SitePage.render(
            title: title, description: lead, frame: site.rootFrame, address: nil, site: site
        ) { page in
            let html = page.html
            page.heading(title)
            html.element(.p, ["class": "lead"], text: lead)
            html.element(.ul, ["class": "inline-list"]) {
                html.element(.li) { page.link(to: SitePaths.index, text: words.home) }
                html.element(.li) { page.link(to: SitePaths.index + "#territories", text: words.territories) }
                if site.options.includesSearch {
                    html.element(.li) { page.link(to: SitePaths.search, text: words.search) }
                }
            }
        }
    }
}
