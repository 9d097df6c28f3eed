import Domain
import Foundation
import Presentation

/// The frame every page of the site shares: head, skip link, header with navigation, `main`, footer.
///
/// Pages live at the site root or one folder down (`merchants/`, `territories/`); the prefix of their links says
/// which, so links to shared files work from both without a base element. `404.html` is served for any missing
/// address, at any depth, so its links start at the site's root instead (``SiteContext/rootFrame``).
struct SitePage {
    /// The writer the page's content goes to, inside `main`.
    let html: HTMLStreamWriter
    /// `""` at the root, `"../"` one folder down, the root's own path on the 404 page.
    let rootPrefix: String
    /// The site's sentences, in its language.
    let words: CatalogWords

    /// Link previews and search results show this many characters of a description or title at most; longer
    /// text (a 10,000-character name) is cut to it.
    static let previewLength = 200

    /// Writes the page at `path` (from the site root) and returns it; `description` is what search results and
    /// link previews show of it, and `content` writes what goes in `main`, starting with its only `h1`.
    static func render(
        title: String, path: String, description: String, site: SiteContext, content: (SitePage) -> Void
    ) throws(CatalogError) -> Data {
        let depth = path.utf8.count(where: { $0 == UInt8(ascii: "/") })
        return try render(
            title: title, description: description, frame: site.frames[depth], address: site.address(of: path),
            twins: site.twins(of: path, rootPrefix: site.frames[depth].rootPrefix), site: site, content: content)
    }

    /// Writes a page with the given frame; `address` is its absolute URL, when the site has a base URL and the
    /// page has an address of its own (the 404 page has none).
    static func render(
        title: String, description: String, frame: SiteFrame, address: String?,
        twins: [(language: String, href: String)] = [], site: SiteContext, content: (SitePage) -> Void
    ) throws(CatalogError) -> Data {
        let html = site.html
        let page = SitePage(html: html, rootPrefix: frame.rootPrefix, words: site.words)
        let siteTitle = site.title
        html.startPage(language: site.words.language.tag)
        html.element(.head) {
            html.voidElement(.meta, ["charset": "utf-8"])
            html.voidElement(.meta, ["name": "viewport", "content": "width=device-width, initial-scale=1"])
            html.element(.title, text: title == siteTitle ? title : "\(title) – \(siteTitle)")
            html.voidElement(.meta, ["name": "description", "content": shortened(description)])
            if let address { html.voidElement(.link, ["rel": "canonical", "href": address]) }
            for twin in twins {
                html.voidElement(.link, ["rel": "alternate", "hreflang": twin.language, "href": twin.href])
            }
            // OpenGraph, for the preview a chat or a social site shows of a shared link.
            html.voidElement(.meta, ["property": "og:type", "content": "website"])
            html.voidElement(.meta, ["property": "og:site_name", "content": shortened(siteTitle)])
            html.voidElement(.meta, ["property": "og:title", "content": shortened(title)])
            html.voidElement(.meta, ["property": "og:description", "content": shortened(description)])
            if let address { html.voidElement(.meta, ["property": "og:url", "content": address]) }
            if let logo = site.options.logo, let image = site.address(of: logo.fileName) {
                html.voidElement(.meta, ["property": "og:image", "content": image])
            }
            html.voidElement(
                .link, ["rel": "icon", "href": frame.rootPrefix + SiteAssets.faviconFileName, "sizes": "32x32"])
            html.voidElement(
                .link,
                ["rel": "icon", "href": frame.rootPrefix + SiteAssets.vectorIconFileName, "type": "image/svg+xml"])
            html.voidElement(.link, ["rel": "stylesheet", "href": frame.rootPrefix + SiteAssets.styleFileName])
            if site.options.stylesheet != nil {
                let stylesheet = CatalogSiteOptions.publisherStylesheetFileName
                html.voidElement(.link, ["rel": "stylesheet", "href": frame.rootPrefix + stylesheet])
            }
        }
        html.element(.body) {
            html.write(frame.header)
            html.element(.main, ["id": "main"]) {
                if !twins.isEmpty { languageMenu(twins, on: page) }
                content(page)
            }
            html.write(frame.footer)
        }
        return try html.finishPage()
    }

    /// The same page in the other languages, each link named in its own language: first in `main`, so that it lines
    /// up with the page's text (the header is the same on every page of a folder).
    private static func languageMenu(_ twins: [(language: String, href: String)], on page: SitePage) {
        let html = page.html
        html.element(.nav, ["class": "languages", "aria-label": page.words.languageMenu]) {
            html.element(.ul, ["class": "inline-list"]) {
                for twin in twins {
                    guard let language = Language(tag: twin.language), language.tag == twin.language,
                        language != page.words.language
                    else { continue }
                    html.element(.li) {
                        html.element(
                            .a, ["href": twin.href, "hreflang": language.tag, "lang": language.tag],
                            text: language.name)
                    }
                }
            }
        }
    }

    /// `text` cut to ``previewLength`` characters, ending with "…" when cut.
    private static func shortened(_ text: String) -> String {
        text.count <= previewLength ? text : text.prefix(previewLength - 1) + "…"
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

    /// A phone number: a `tel:` link when it dials as written (``Presentation/TelephoneLink``), else plain text.
    func telephone(_ phone: String) {
        if let link = TelephoneLink.address(for: phone) {
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

    /// The frame of pages whose links to the site's files start with `rootPrefix`.
    init(
        rootPrefix: String, options: CatalogSiteOptions, title: String, words: CatalogWords, hasATMs: Bool,
        updatedSentence: String, html: HTMLStreamWriter
    ) throws(CatalogError) {
        self.rootPrefix = rootPrefix
        html.element(.a, ["class": "skip-link", "href": "#main"], text: words.skipLink)
        html.element(.header, ["class": "site-header"]) {
            html.element(.p, ["class": "site-title"]) {
                html.element(.a, ["href": rootPrefix + SitePaths.index]) {
                    if let logo = options.logo {
                        html.voidElement(.img, ["class": "site-logo", "src": rootPrefix + logo.fileName, "alt": ""])
                    }
                    html.text(title)
                }
            }
            html.element(.nav, ["aria-label": words.siteMenu]) {
                html.element(.ul) {
                    html.element(.li) { html.element(.a, ["href": rootPrefix + SitePaths.index], text: words.home) }
                    html.element(.li) {
                        html.element(
                            .a, ["href": rootPrefix + SitePaths.index + "#territories"], text: words.territories)
                    }
                    if hasATMs {
                        html.element(.li) {
                            html.element(.a, ["href": rootPrefix + SitePaths.atms], text: words.atms)
                        }
                    }
                    if options.includesSearch {
                        html.element(.li) {
                            html.element(.a, ["href": rootPrefix + SitePaths.search], text: words.search)
                        }
                    }
                }
            }
        }
        header = try html.finishFragment()
        html.element(.footer, ["class": "site-footer"]) {
            html.element(.p, text: updatedSentence)
            if let home = options.homeURL {
                html.element(.p) {
                    html.element(
                        .a, ["class": "home-link", "href": home.absoluteString], text: SiteText.homeLink(home, words))
                }
            }
        }
        footer = try html.finishFragment()
    }
}
