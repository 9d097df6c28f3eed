import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

/// A site with every setting a publisher has: its description, logo, stylesheet and link home, on every page.
@Suite("the publisher's settings on the site's pages")
struct PublisherSettingsPageTests {
    static var options: CatalogSiteOptions {
        var options = CatalogSiteOptions(
            baseURL: URL(string: "https://catalog.example.org/dash/"), title: "Spend Dash in Caracas")
        options.description = "Shops in Caracas that take Dash, checked by the Caracas meetup."
        options.logo = SiteLogo(SiteLogoTests.png)
        options.stylesheet = Data(".site-header { background: #5b2a86; }\n".utf8)
        options.homeURL = URL(string: "https://www.dashcaracas.example/")
        return options
    }

    @Test("each page shows the logo and links the stylesheet and the publisher's site; the home page says its words")
    func everyPageCarriesTheSettings() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        try await CatalogSiteRenderer(options: Self.options).render(
            try await CatalogFixture.catalogWithATMs(), to: folder)

        #expect(try folder.contents(of: "logo.png") == SiteLogoTests.png)
        #expect(try folder.contents(of: "site.css") == Self.options.stylesheet)
        for path in folder.relativePaths() where path.hasSuffix(".html") {
            let page = ParsedHTML(try folder.contents(of: path))
            let prefix = path.contains("/") ? "../" : ""
            let root = path == "404.html" ? "/dash/" : prefix
            #expect(page.all("img").map { $0.attributes["src"] } == [root + "logo.png"], "\(path)")
            #expect(
                page.all("link").filter { $0.attributes["rel"] == "stylesheet" }.map { $0.attributes["href"] }
                    == [root + "style.css", root + "site.css"], "\(path)")
            let home = page.all("a").filter { $0.attributes["class"] == "home-link" }
            #expect(home.map(\.text) == ["Back to dashcaracas.example"], "\(path)")
            #expect(home.first?.attributes["href"] == "https://www.dashcaracas.example/")
            #expect(
                page.all("meta").first { $0.attributes["property"] == "og:image" }?.attributes["content"]
                    == "https://catalog.example.org/dash/logo.png", "\(path)")
        }
        let index = ParsedHTML(try folder.contents(of: "index.html"))
        #expect(index.all("p").first { $0.attributes["class"] == "lead" }?.text == Self.options.description)
        #expect(
            index.all("meta").first { $0.attributes["name"] == "description" }?.attributes["content"]
                == Self.options.description)
        let errors = try await NuValidator.errors(in: folder.url)
        #expect(errors == nil, "\(errors ?? "")")
    }
}
