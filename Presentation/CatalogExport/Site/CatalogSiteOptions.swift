import Foundation
import Presentation

/// Choices for the HTML catalog site.
public struct CatalogSiteOptions: Hashable, Sendable {
    /// The address the site will be published at, for `sitemap.xml`, each page's canonical link and `og:url`, and
    /// the links of `404.html`. These must be absolute, so with no base URL the renderer writes no sitemap, no
    /// canonical link and no `og:url`. Must be `http` or `https`.
    public var baseURL: URL?
    /// Whether to write the search page, its script and its JSON index. The site works without them.
    public var includesSearch: Bool
    /// The site's name, shown in every page's header and title.
    public var title: String
    /// What the publisher says of the site: the home page's lead, and its description in search results and link
    /// previews; `nil` says what the site holds.
    public var description: String?
    /// The publisher's logo, beside the site's name in every header and the picture of a link's preview.
    public var logo: SiteLogo?
    /// The publisher's own stylesheet, written as ``publisherStylesheetFileName`` and applied after the site's.
    public var stylesheet: Data?
    /// The publisher's own site, linked from every page's footer. Must be `http` or `https`.
    public var homeURL: URL?
    /// Merchants per territory page; larger territories get numbered pages.
    public var merchantsPerPage: Int
    /// The most bytes a file of the search index holds (ADR 0024): a search downloads a few such files, however
    /// large the directory. Below 1,024 it is taken as 1,024.
    public var searchShardBytes: Int
    /// The language of every page's text and of the scripts' messages.
    public var language: Language = .english
    /// The languages published side by side, the first at the publication's root and each other under a folder of
    /// its tag (`es/`, `pt-BR/`), each page linking to its twins (`hreflang`); empty or one: this language alone,
    /// at the root.
    public var languages: [Language] = []

    /// The title a site gets unless told otherwise (in English; each language has its own, ``CatalogWords``).
    public static let defaultTitle = "Dash merchant catalog"

    /// The folder of `language`'s site from the publication's root: `""` for the first language (or a site in one
    /// language), else `"<tag>/"`.
    public func folder(of language: Language) -> String {
        guard languages.count > 1, language != languages.first else { return "" }
        return language.tag + "/"
    }

    /// The file name of the publisher's stylesheet at the site's root.
    public static let publisherStylesheetFileName = "site.css"

    /// Merchants a list page holds unless told otherwise: a few screens of a phone 390 pixels wide (a row is two
    /// lines there), not a wall of hundreds, and few enough pages that a territory of a few hundred takes a handful.
    public static let defaultMerchantsPerPage = 50

    /// Options; `merchantsPerPage` below 1 is taken as 1.
    public init(
        baseURL: URL? = nil, includesSearch: Bool = true, title: String = defaultTitle,
        merchantsPerPage: Int = defaultMerchantsPerPage, searchShardBytes: Int = 32_768
    ) {
        self.baseURL = baseURL
        self.includesSearch = includesSearch
        self.title = title
        self.merchantsPerPage = max(1, merchantsPerPage)
        self.searchShardBytes = max(1_024, searchShardBytes)
    }
}
