import Domain
import Foundation

/// The frame every page of the site shares: head, skip link, header with navigation, `main`, footer.
///
/// Pages live at the site root or one folder down (`merchants/`, `territories/`); `depth` says which, so links
/// to shared files work from both without a base element.
struct SitePage {
    /// The writer the page's content goes to, inside `main`.
    let html: HTMLStreamWriter
    /// `""` at the root, `"../"` one folder down.
    let rootPrefix: String

    /// Writes a whole page and returns it; `content` writes what goes in `main`, starting with its only `h1`.
    static func render(title: String, depth: Int, site: SiteContext, content: (SitePage) -> Void)
        throws(CatalogError) -> Data
    {
        let html = site.html
        let frame = site.frames[depth]
        let page = SitePage(html: html, rootPrefix: frame.rootPrefix)
        html.startPage(language: "en")
        html.element(.head) {
            html.voidElement(.meta, ["charset": "utf-8"])
            html.voidElement(.meta, ["name": "viewport", "content": "width=device-width, initial-scale=1"])
            html.element(.title, text: title == site.options.title ? title : "\(title) – \(site.options.title)")
            html.voidElement(.link, ["rel": "stylesheet", "href": frame.rootPrefix + SiteAssets.styleFileName])
        }
        html.element(.body) {
            html.write(frame.header)
            html.element(.main, ["id": "main"]) { content(page) }
            html.write(frame.footer)
        }
        return try html.finishPage()
    }

    /// The page's heading, with `dir="auto"` so that a right-to-left name displays in its own direction.
    func heading(_ text: String) {
        html.element(.h1, ["dir": "auto"], text: text)
    }

    /// A link to another page of the site, given its path from the root.
    func link(to path: String, text: String) {
        html.element(.a, ["href": rootPrefix + path, "dir": "auto"], text: text)
    }

    /// A link to another site, which gets neither the page's address nor a handle on it. `address` is one the
    /// renderer made (OpenStreetMap) or a `WebLink`, which is always `http(s)` with a host.
    func externalLink(_ address: String, text: String) {
        html.element(.a, ["href": address, "rel": "noopener noreferrer"], text: text)
    }

    /// A phone number: a `tel:` link when it dials as written (``SiteText/telephoneLink(_:)``), else plain text.
    func telephone(_ phone: String) {
        if let link = SiteText.telephoneLink(phone) {
            html.element(.a, ["href": link, "class": "phone"], text: phone)
        } else {
            html.element(.span, ["class": "phone"], text: phone)
        }
    }
}

/// The parts of the frame that are the same on every page at one depth, written once and copied into each page.
struct SiteFrame {
    let rootPrefix: String
    /// The skip link and the header with the site's navigation.
    let header: HTMLStreamWriter.Fragment
    /// The footer saying when the directory was updated.
    let footer: HTMLStreamWriter.Fragment

    init(
        depth: Int, options: CatalogSiteOptions, hasATMs: Bool, updatedSentence: String, html: HTMLStreamWriter
    ) throws(CatalogError) {
        let rootPrefix = String(repeating: "../", count: depth)
        self.rootPrefix = rootPrefix
        html.element(.a, ["class": "skip-link", "href": "#main"], text: "Skip to main content")
        html.element(.header, ["class": "site-header"]) {
            html.element(.p, ["class": "site-title"]) {
                html.element(.a, ["href": rootPrefix + SitePaths.index], text: options.title)
            }
            html.element(.nav, ["aria-label": "Site"]) {
                html.element(.ul) {
                    html.element(.li) { html.element(.a, ["href": rootPrefix + SitePaths.index], text: "Home") }
                    html.element(.li) {
                        html.element(.a, ["href": rootPrefix + SitePaths.index + "#territories"], text: "Territories")
                    }
                    if hasATMs {
                        html.element(.li) { html.element(.a, ["href": rootPrefix + SitePaths.atms], text: "ATMs") }
                    }
                    if options.includesSearch {
                        html.element(.li) {
                            html.element(.a, ["href": rootPrefix + SitePaths.search], text: "Search")
                        }
                    }
                }
            }
        }
        header = try html.finishFragment()
        html.element(.footer, ["class": "site-footer"]) { html.element(.p, text: updatedSentence) }
        footer = try html.finishFragment()
    }
}
