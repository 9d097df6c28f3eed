/// The fixed file names of the site; merchant and territory pages get theirs from ``CatalogFileNames``.
enum SitePaths {
    static let index = "index.html"
    static let search = "search.html"
    static let otherMerchants = "other-merchants.html"
    static let atms = "atms.html"
    static let otherATMs = "other-atms.html"
    static let sitemap = "sitemap.xml"
    static let robots = "robots.txt"
    static let notFound = "404.html"

    /// The path of page `number` (from 1) of a territory's list; page 1 has no number in its name.
    static func territoryPage(slug: String, number: Int) -> String {
        number == 1 ? "territories/\(slug).html" : "territories/\(slug).\(number).html"
    }

    /// The path of a territory's ATM page.
    static func atmTerritoryPage(slug: String) -> String {
        "atms/\(slug).html"
    }

    /// The path of page `number` (from 1) of the other-merchants list.
    static func otherMerchantsPage(number: Int) -> String {
        number == 1 ? otherMerchants : "other-merchants.\(number).html"
    }
}
