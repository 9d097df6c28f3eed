import CatalogExport
import Foundation

/// What a publisher sets once for a site: its name, what it says of itself, a logo, a stylesheet and a link home.
///
/// `explore catalog` keeps them in the site it writes (``fileName``, with the logo and the stylesheet as the site's own
/// files), and the next run into the same folder, the export screen's included, uses them for every one it is not
/// given, so a publisher says them once. Only a folder `explore catalog` made lends them (``PreviousCatalog``).
public struct SiteSettings: Hashable, Sendable {
    /// The site's name, in every page's title and header.
    public var title: String?
    /// What the site says of itself on its home page and in link previews.
    public var description: String?
    /// The logo beside the site's name.
    public var logo: SiteLogo?
    /// A stylesheet applied after the site's own.
    public var stylesheet: Data?
    /// The publisher's own site, linked from every footer.
    public var homeURL: URL?

    /// The settings given; each one left `nil` is the kept one, or the site's default.
    public init(
        title: String? = nil, description: String? = nil, logo: SiteLogo? = nil, stylesheet: Data? = nil,
        homeURL: URL? = nil
    ) {
        self.title = title
        self.description = description
        self.logo = logo
        self.stylesheet = stylesheet
        self.homeURL = homeURL
    }

    /// The most bytes a publisher's stylesheet may have.
    public static let maximumStylesheetBytes = 1_000_000

    /// The name of the file that keeps the settings in the site.
    static let fileName = "site-settings.json"

    /// These settings, each one not given taken from `kept`.
    func filled(from kept: SiteSettings) -> SiteSettings {
        SiteSettings(
            title: title ?? kept.title, description: description ?? kept.description, logo: logo ?? kept.logo,
            stylesheet: stylesheet ?? kept.stylesheet, homeURL: homeURL ?? kept.homeURL)
    }

    /// The site's options with these settings (the default title when none is set).
    func options(baseURL: URL?) -> CatalogSiteOptions {
        var options = CatalogSiteOptions(baseURL: baseURL, title: title ?? CatalogSiteOptions.defaultTitle)
        options.description = description
        options.logo = logo
        options.stylesheet = stylesheet
        options.homeURL = homeURL
        return options
    }

    /// The settings as the site keeps them: the words and the link as JSON, the logo and the stylesheet named by the
    /// files the site has of them.
    func keptText() -> Data {
        let kept = Kept(
            title: title, description: description, homeURL: homeURL?.absoluteString, logo: logo?.fileName,
            stylesheet: stylesheet.map { _ in CatalogSiteOptions.publisherStylesheetFileName })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(kept)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }

    /// The settings `previous` keeps; none for a file that is missing, too large or not as written, and none of a
    /// part whose file is missing or no longer what the setting allows.
    init(keptIn previous: PreviousCatalog) {
        self.init()
        guard let text = previous.contents(of: Self.fileName, limit: 64 * 1_024),
            let kept = try? JSONDecoder().decode(Kept.self, from: text)
        else { return }
        title = kept.title
        description = kept.description
        homeURL = kept.homeURL.flatMap(Self.webAddress)
        logo = kept.logo.flatMap { previous.contents(of: $0, limit: SiteLogo.maximumBytes) }.flatMap(SiteLogo.init)
        stylesheet = kept.stylesheet.flatMap { previous.contents(of: $0, limit: Self.maximumStylesheetBytes) }
    }

    /// `text` as an `http` or `https` address with a host; `nil` for anything else.
    public static func webAddress(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil
        else { return nil }
        return url
    }

    /// The kept file's fields.
    private struct Kept: Codable {
        var title: String?
        var description: String?
        var homeURL: String?
        var logo: String?
        var stylesheet: String?
    }
}
