import Domain
import Foundation
import Presentation

/// What every page of one site needs: the site's plan (options, territories and their slugs, the ATMs by
/// territory), the shared frame, and the writer pages are written with.
///
/// The plan is computed once per site and shared by every page worker (``Plan`` is `Sendable`, its arrays are not
/// copied); each worker has a context of its own around it, with its own writer. A plan's properties read as the
/// context's own: `site.territories`.
@dynamicMemberLookup
struct SiteContext {
    /// What every page of a site shares and no writer holds.
    struct Plan: Sendable {
        let options: CatalogSiteOptions
        /// The one territory the catalog is restricted to, if any.
        let restrictedTo: String?
        /// The territories with merchant pages (all of them, or only the one the catalog is restricted to), by name
        /// ignoring case and accents.
        let territories: [Territory]
        /// The ATMs by territory; each territory here has an ATM page.
        let atms: ATMGroups
        /// Territory name → slug, for links and file names: one slug per name, whether it has a merchant page, an
        /// ATM page or both.
        let territorySlugs: [String: String]
        /// The names of ``territories`` and of the territories of ``atms``, for quick look-ups.
        fileprivate let merchantTerritoryNames: Set<String>
        fileprivate let atmTerritoryNames: Set<String>
        /// The footer's sentence, saying when the directory was updated.
        let updatedSentence: String
        /// The site's sentences, in its language.
        let words: CatalogWords
        /// The site's name: the publisher's, else the default title in the site's language.
        let title: String
        /// This language's folder from the publication's root (``CatalogSiteOptions/folder(of:)``).
        let folder: String
        /// The base URL ending in `/`, to which page paths are appended; `nil` without one.
        let base: String?
        /// Where the 404 page's links start: the base URL's path, else the server's root.
        let rootPath: String

        /// The base URL as page paths are appended to it: ending in `/`.
        static func base(of url: URL) -> String {
            let text = url.absoluteString
            return text.hasSuffix("/") ? text : text + "/"
        }

        init(catalog: Catalog, options: CatalogSiteOptions) {
            self.options = options
            restrictedTo = catalog.territory
            territories = catalog.summary.territories.filter {
                catalog.territory == nil || $0.name == catalog.territory
            }
            .sorted { (SearchWords.orderKey($0.name), $0.name) < (SearchWords.orderKey($1.name), $1.name) }
            atms = ATMGroups(catalog.atms)
            merchantTerritoryNames = Set(territories.map(\.name))
            atmTerritoryNames = Set(atms.groups.map(\.territory))
            territorySlugs = CatalogFileNames.territorySlugs(Array(merchantTerritoryNames.union(atmTerritoryNames)))
            words = options.language == .english ? .english : CatalogWords(Words(options.language))
            updatedSentence = words.words.updatedSentence(catalog.summary.snapshot)
            title = options.title == CatalogSiteOptions.defaultTitle ? words.defaultTitle : options.title
            folder = options.folder(of: options.language)
            base = options.baseURL.map { Self.base(of: $0) + options.folder(of: options.language) }
            let path = options.baseURL.map(\.path) ?? ""
            rootPath = (path.hasSuffix("/") ? path : path + "/") + folder
        }
    }

    let plan: Plan
    /// The writer every page goes through, one page at a time.
    let html: HTMLStreamWriter
    /// The frame's shared parts for pages at the root (0) and one folder down (1).
    let frames: [SiteFrame]
    /// The frame of the 404 page, whose links start at the site's root path: it is served at any address.
    let rootFrame: SiteFrame

    /// A context of its own around a shared plan.
    init(_ plan: Plan) throws(CatalogError) {
        self.plan = plan
        let html = try HTMLStreamWriter()
        self.html = html
        func frame(_ rootPrefix: String) throws(CatalogError) -> SiteFrame {
            try SiteFrame(
                rootPrefix: rootPrefix, options: plan.options, title: plan.title, words: plan.words,
                hasATMs: plan.atms.count > 0, updatedSentence: plan.updatedSentence, html: html)
        }
        frames = [try frame(""), try frame("../")]
        rootFrame = try frame(plan.rootPath)
    }

    /// A context for the catalog, with a plan of its own.
    init(catalog: Catalog, options: CatalogSiteOptions) throws(CatalogError) {
        try self.init(Plan(catalog: catalog, options: options))
    }

    subscript<Value>(dynamicMember path: KeyPath<Plan, Value>) -> Value { plan[keyPath: path] }

    /// The absolute address of the page at `path`, when the site has a base URL.
    func address(of path: String) -> String? {
        plan.base.map { $0 + path }
    }

    /// The page at `path` in each language published beside this one, then `x-default` (the first language's), as
    /// a page at `rootPrefix` links to them: absolute with a base URL, else relative. None for a site in one
    /// language.
    func twins(of path: String, rootPrefix: String) -> [(language: String, href: String)] {
        let languages = plan.options.languages
        guard languages.count > 1 else { return [] }
        let publication = plan.options.baseURL.map(Plan.base(of:)) ?? rootPrefix + (plan.folder.isEmpty ? "" : "../")
        let twins = languages.map { ($0.tag, publication + plan.options.folder(of: $0) + path) }
        return twins + [("x-default", twins[0].1)]
    }

    /// The path of a territory's first merchant page, when the site has one.
    func territoryPath(_ name: String) -> String? {
        guard plan.merchantTerritoryNames.contains(name) else { return nil }
        return plan.territorySlugs[name].map { SitePaths.territoryPage(slug: $0, number: 1) }
    }

    /// The path of a territory's ATM page, when the site has one.
    func atmTerritoryPath(_ name: String) -> String? {
        guard plan.atmTerritoryNames.contains(name) else { return nil }
        return plan.territorySlugs[name].map { SitePaths.atmTerritoryPage(slug: $0) }
    }
}
