// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import HTTPTypes
    import HummingbirdTesting
    import Presentation
    import TestSupport
    import Testing

    @testable import ExploreApp

    /// `explore serve` in the visitor's language: the address's `?lang=`, kept in every link, form and redirect, else
    /// the browser's `Accept-Language`, else English; never two languages on one page, the page cache included.
    @Suite struct ServeLanguageTests {
        static let spanish: HTTPFields = [.acceptLanguage: "es-VE,es;q=0.9,en;q=0.5"]

        @Test func aBrowserAskingForSpanishGetsSpanishPagesThatVaryWithTheHeader() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let home = try await client.page("/", headers: Self.spanish)
                #expect(home.status == .ok)
                #expect(home.headers[.vary] == "Accept-Language")
                #expect(home.body.contains("<html lang=\"es\">"))
                #expect(home.body.contains("<h1>Comercios</h1>"))
                #expect(home.body.contains(">Ir al contenido principal</a>"))
                #expect(home.body.contains("<button type=\"submit\">Buscar</button>"))
                // Chosen by the browser, the language is left to it: the links do not spell it.
                #expect(!home.links.contains { $0.hasPrefix("/merchants/") && $0.contains("lang=") })
                // The language menu: the same page in the other two.
                #expect(home.body.contains("<a href=\"/?lang=en\" hreflang=\"en\" lang=\"en\">English</a>"))
                #expect(home.body.contains("<a href=\"/?lang=pt-BR\" hreflang=\"pt-BR\" lang=\"pt-BR\">Português</a>"))
                let english = try await client.page("/")
                #expect(english.body.contains("<html lang=\"en\">") && english.body.contains("<h1>Merchants</h1>"))
                #expect(english.headers[.vary] == "Accept-Language")
            }
        }

        @Test func aLanguageInTheAddressWinsAndIsKeptInEveryLinkFormAndRedirect() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let page = try await client.page("/?q=cafe&lang=pt-BR", headers: Self.spanish)
                #expect(page.body.contains("<html lang=\"pt-BR\">"))
                #expect(page.body.contains("<h1>Estabelecimentos</h1>"))
                let own = page.links.filter {
                    $0.hasPrefix("/") && !$0.hasPrefix("/assets/") && $0 != "/favicon.ico" && !$0.contains("lang=en")
                        && !$0.contains("lang=es")
                }
                #expect(own.count > 10)
                for link in own { #expect(link.contains("lang=pt-BR"), "\(link)") }
                #expect(page.links.contains("/?q=cafe&lang=es") && page.links.contains("/?q=cafe&lang=en"))
                #expect(page.body.contains("<input type=\"hidden\" name=\"lang\" value=\"pt-BR\">"))
                #expect(page.body.contains("<form class=\"search-form\" action=\"/\" method=\"get\""))
                let redirect = try await client.page("/filters/apply?q=cafe&clear=1&lang=pt-BR")
                #expect(redirect.status == .seeOther)
                #expect(redirect.headers[.location] == "/?q=cafe&lang=pt-BR")
                // A language this site does not speak chooses nothing: the browser's, and no lang in the links.
                let french = try await client.page("/?lang=fr", headers: Self.spanish)
                #expect(french.body.contains("<html lang=\"es\">"))
                #expect(!french.links.contains { $0.hasPrefix("/merchants/") && $0.contains("lang=") })
            }
        }

        @Test func theCacheNeverGivesASpanishPageToAnEnglishVisitor() async throws {
            var site = try ServedSite()
            site.pageCache = 100
            defer { site.folder.remove() }
            try await site.withRouter { client in
                for _ in 0..<2 {
                    #expect(try await client.page("/", headers: Self.spanish).body.contains("<html lang=\"es\">"))
                    #expect(try await client.page("/").body.contains("<html lang=\"en\">"))
                    let portuguese = try await client.page("/", headers: [.acceptLanguage: "pt"])
                    #expect(portuguese.body.contains("<html lang=\"pt-BR\">"))
                }
            }
        }

        @Test func problemPagesAreInTheVisitorsLanguage() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                let missing = try await client.page("/nowhere", headers: Self.spanish)
                #expect(missing.status == .notFound)
                #expect(missing.body.contains("<html lang=\"es\">"))
                #expect(missing.body.contains("<h1>Página no encontrada</h1>"))
                #expect(missing.body.contains("No hay ninguna página en esta dirección."))
                let refused = try await client.page("/?tab=x&lang=pt-BR")
                #expect(refused.status == .badRequest)
                #expect(refused.body.contains("O endereço dá a tab o valor “x”, que não significa nada aqui."))
                #expect(refused.links.contains("/?lang=pt-BR"))
            }
        }

        /// The served pages of the sample in each language, by name.
        static func pages(
            _ language: Language, _ client: some TestClientProtocol
        ) async throws -> [String: String] {
            let lang = "lang=\(language.tag)"
            let list = try await client.page("/?\(lang)")
            let merchant = try #require(list.links.first { $0.hasPrefix("/merchants/") })
            var pages = ["list": list.body, "merchant": try await client.page(merchant).body]
            for (name, path) in [
                ("nearby", "/?tab=nearby&near=10.4806,-66.9036&place=Caracas&\(lang)"), ("filters", "/filters?\(lang)"),
                ("territories", "/territories?\(lang)"), ("location", "/location?find=car&\(lang)"),
                ("atms", "/atms?\(lang)"), ("not-found", "/nowhere?\(lang)"),
            ] {
                pages[name] = try await client.page(path).body
            }
            return pages
        }

        @Test(arguments: [Language.spanish, .portuguese])
        func noSentenceOfTheTablesIsLeftInEnglishOnTheServedPages(_ language: Language) async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            try await site.withRouter { client in
                // Every sentence of the tables but the catalog's: the pages' own, the footer's and the view models'.
                let keys = Words.keys(of: .english).filter { !$0.hasPrefix("catalog.") }
                func table(_ language: Language) -> [String: String] {
                    Dictionary(
                        uniqueKeysWithValues: keys.compactMap { key in
                            Words.sentence(key, in: language).map { (key, $0) }
                        })
                }
                for (name, page) in try await Self.pages(language, client) {
                    let left = EnglishLeftovers.find(in: page, english: table(.english), translated: table(language))
                    #expect(left == [], "\(name)")
                }
            }
        }

        @Test func theSpanishAndPortuguesePagesAreValidHTML() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            let folder = site.folder.url.appendingPathComponent("pages")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try await site.withRouter { client in
                for language in [Language.spanish, .portuguese] {
                    for (name, page) in try await Self.pages(language, client) {
                        try page.write(
                            to: folder.appendingPathComponent("\(name).\(language.tag).html"), atomically: true,
                            encoding: .utf8)
                    }
                }
            }
            let errors = try await NuValidator.errors(in: folder)
            #expect(errors == nil, "\(errors ?? "")")
        }
    }
#endif
