import CatalogExport
import Domain
import Foundation
import TestSupport
import Testing

/// A site made from ``HostileMerchants``: every string must come out as text, never as markup, script or a link.
@Suite("CatalogSiteRenderer with hostile data")
struct CatalogSiteRendererHostileDataTests {
    /// The element and attribute names the page builders use; anything else came from the data.
    static let elements: Set<String> = [
        "html", "head", "meta", "title", "link", "body", "a", "header", "p", "nav", "ul", "ol", "li", "main", "h1",
        "h2", "h3", "section", "strong", "span", "footer", "dl", "div", "dt", "dd", "form", "label", "input",
        "button", "noscript", "script", "select", "option",
    ]
    static let attributes: Set<String> = [
        "lang", "charset", "name", "content", "rel", "href", "class", "id", "dir", "aria-label", "aria-labelledby",
        "aria-current", "role", "hidden", "for", "type", "autocomplete", "spellcheck", "src", "defer", "action",
        "value", "selected", "property", "sizes", "data-pay", "data-discount",
    ]

    /// A site title that tries markup and an attribute break, as the merchants do (their names also try control and
    /// bidi characters, which the pages drop).
    static let title = "\(HostileMerchants.script) & \(HostileMerchants.attributeBreak)"

    static func site() async throws -> TemporaryCatalogFolder {
        let folder = try TemporaryCatalogFolder()
        let options = CatalogSiteOptions(baseURL: URL(string: "https://catalog.example.org/"), title: title)
        var catalog = try await CatalogFixture.catalog(HostileMerchants.all)
        catalog.atms = HostileMerchants.atms
        try await CatalogSiteRenderer(options: options).render(catalog, to: folder)
        return folder
    }

    @Test("the hostile site matches its golden files, which show every string escaped")
    func matchesGolden() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        try GoldenFolder.check(folder, against: "hostile-site")
    }

    @Test("no element, attribute, script or link in any page comes from the data")
    func nothingExecutes() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        for path in folder.relativePaths() where path.hasSuffix(".html") {
            let page = ParsedHTML(try folder.contents(of: path))
            for element in page.elements {
                #expect(Self.elements.contains(element.name), "\(path): <\(element.name)>")
                for (name, value) in element.attributes {
                    #expect(Self.attributes.contains(name), "\(path): <\(element.name) \(name)>")
                    if name == "href" { #expect(Self.isExpectedLink(value, element), "\(path): \(value)") }
                    if name == "src" {
                        #expect(
                            Self.scripts[path.hasPrefix("territories/") ? "territories/" : path] == value,
                            "\(path): \(value)")
                    }
                }
            }
            #expect(page.all("script").allSatisfy { $0.text.isEmpty })
        }
    }

    /// The script each page may load, by page (`territories/` for every territory page).
    static let scripts = [
        "search.html": "search.js", "other-merchants.html": "list.js", "territories/": "../list.js",
    ]

    @Test("the hostile title and names come out whole, as text, in titles, headers, descriptions and OpenGraph tags")
    func headsAreText() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        for path in folder.relativePaths() where path.hasSuffix(".html") {
            let page = ParsedHTML(try folder.contents(of: path))
            let meta = Dictionary(
                page.all("meta").compactMap { element in
                    (element.attributes["property"] ?? element.attributes["name"]).map {
                        ($0, element.attributes["content"] ?? "")
                    }
                }, uniquingKeysWith: { first, _ in first })
            #expect(meta["og:site_name"] == Self.title, "\(path)")
            #expect(page.all("title").first?.text.hasSuffix(Self.title) == true, "\(path)")
            #expect(page.all("p").first { $0.attributes["class"] == "site-title" }?.text == Self.title, "\(path)")
            #expect(meta["description"]?.isEmpty == false && meta["description"] == meta["og:description"], "\(path)")
        }
        let scriptPage = try folder.relativePaths().first { path in
            try path.hasPrefix("merchants/")
                && ParsedHTML(try folder.contents(of: path)).all("h1").first?.text == HostileMerchants.script
        }
        let page = ParsedHTML(try folder.contents(of: try #require(scriptPage)))
        let description = page.all("meta").first { $0.attributes["name"] == "description" }?.attributes["content"]
        #expect(description?.hasPrefix("\(HostileMerchants.script) · ") == true)
        let title = page.all("meta").first { $0.attributes["property"] == "og:title" }?.attributes["content"]
        #expect(title == HostileMerchants.script)
        // A 10,000-character name is cut in the previews, not in the heading.
        let huge = folder.relativePaths().first { $0.hasPrefix("merchants/aaaa") }
        let hugePage = ParsedHTML(try folder.contents(of: try #require(huge)))
        let preview = hugePage.all("meta").first { $0.attributes["property"] == "og:title" }?.attributes["content"]
        #expect(preview?.count == 200 && preview?.hasSuffix("…") == true)
    }

    @Test("hostile ATM names are shown as text, in full, on their territory's ATM page")
    func atmNamesAreText() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let pages = folder.relativePaths().filter { $0.hasPrefix("atms/") || $0 == "other-atms.html" }
        #expect(pages.count == 2)
        let names = try pages.flatMap { ParsedHTML(try folder.contents(of: $0)).all("h2").map(\.text) }
        #expect(Set(names) == [HostileMerchants.script, "متجر gnp.exe مرحبا"])
    }

    @Test("hostile names are shown as text, in full, in the page heading")
    func namesAreText() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let headings = try folder.relativePaths().filter { $0.hasPrefix("merchants/") }.map { path in
            ParsedHTML(try folder.contents(of: path)).all("h1").first?.text ?? ""
        }
        #expect(headings.contains(HostileMerchants.script))
        #expect(headings.contains(HostileMerchants.huge))
        #expect(headings.contains("متجر gnp.exe مرحبا"))
        #expect(headings.contains("NullByte Bell Formfeed Nonchar"))
    }

    @Test("files stay inside the folder with short ASCII names, and no control or bidi character is written")
    func filesAreSafe() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let merchantPages = folder.relativePaths().filter { $0.hasPrefix("merchants/") }
        #expect(merchantPages.count == HostileMerchants.all.count)
        for path in folder.relativePaths() {
            #expect(path.utf8.allSatisfy { $0 < 128 } && !path.contains("..") && path.count < 120, "\(path)")
            // The icon is an image, its bytes a fixed resource.
            guard path != "favicon.ico" else { continue }
            let text = String(decoding: try folder.contents(of: path), as: UTF8.self)
            let bad = text.unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            }
            #expect(bad.isEmpty, "\(path): \(bad.map { String($0.value, radix: 16) })")
        }
    }

    @Test("the site of hostile data still passes the Nu validator")
    func staysValid() async throws {
        let folder = try await Self.site()
        defer { folder.remove() }
        let errors = try await NuValidator.errors(in: folder.url)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// Links the renderer makes: its own pages, OpenStreetMap, `tel:` with digits, and http(s) websites with
    /// `rel="noopener noreferrer"`. Never `javascript:` or `data:`.
    static func isExpectedLink(_ href: String, _ element: ParsedHTML.Element) -> Bool {
        let lowered = href.lowercased()
        if lowered.hasPrefix("javascript:") || lowered.hasPrefix("data:") { return false }
        if href.range(of: #"^#[a-z0-9-]+$"#, options: .regularExpression) != nil { return true }
        if href.range(of: #"^(/|\.\./)?[a-z0-9./-]+\.(html|css|ico|svg)(#[a-z-]+)?$"#, options: .regularExpression)
            != nil
        {
            return !href.dropFirst(href.hasPrefix("../") ? 3 : 0).contains("..")
        }
        if href.range(of: #"^tel:\+[1-9][0-9]{6,14}$"#, options: .regularExpression) != nil { return true }
        if element.attributes["rel"] == "canonical" { return href.hasPrefix("https://catalog.example.org/") }
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
            return element.attributes["rel"] == "noopener noreferrer" && !href.contains("<") && !href.contains("\"")
        }
        return false
    }
}
