import Domain

/// The frame every page of the site shares: head, skip link, header with navigation, `main`, footer.
///
/// Pages live at the site root or one folder down (`merchants/`, `territories/`); `depth` says which, so links
/// to shared files work from both without a base element.
struct SitePage {
    let document: HTMLDocument
    /// Where the page's own content goes; its first child is the page's only `h1`.
    let main: HTMLElement
    /// `""` at the root, `"../"` one folder down.
    let rootPrefix: String

    init(title: String, depth: Int, site: SiteContext) {
        document = HTMLDocument(language: "en")
        rootPrefix = String(repeating: "../", count: depth)
        let head = document.root.element("head")
        head.element("meta", ["charset": "utf-8"])
        head.element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        head.element("title", text: title == site.options.title ? title : "\(title) – \(site.options.title)")
        head.element("link", ["rel": "stylesheet", "href": rootPrefix + SiteAssets.styleFileName])
        let body = document.root.element("body")
        body.element("a", ["class": "skip-link", "href": "#main"], text: "Skip to main content")
        let header = body.element("header", ["class": "site-header"])
        header.element("p", ["class": "site-title"]).element(
            "a", ["href": rootPrefix + SitePaths.index], text: site.options.title)
        let navigation = header.element("nav", ["aria-label": "Site"]).element("ul")
        navigation.element("li").element("a", ["href": rootPrefix + SitePaths.index], text: "Home")
        navigation.element("li").element(
            "a", ["href": rootPrefix + SitePaths.index + "#territories"], text: "Territories")
        if site.options.includesSearch {
            navigation.element("li").element("a", ["href": rootPrefix + SitePaths.search], text: "Search")
        }
        main = body.element("main", ["id": "main"])
        let footer = body.element("footer", ["class": "site-footer"])
        footer.element("p", text: site.snapshotSentence)
    }

    /// The page's heading, with `dir="auto"` so that a right-to-left name displays in its own direction.
    @discardableResult
    func heading(_ text: String) -> HTMLElement {
        main.element("h1", ["dir": "auto"], text: text)
    }

    /// A link to another page of the site, given its path from the root.
    @discardableResult
    func link(in parent: HTMLElement, to path: String, text: String) -> HTMLElement {
        parent.element("a", ["href": rootPrefix + path, "dir": "auto"], text: text)
    }
}
