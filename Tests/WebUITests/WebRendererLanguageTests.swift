import Domain
import Foundation
import Presentation
import TestSupport
import Testing
import WebUI

/// The served pages in Spanish and Brazilian Portuguese: their frame, headings, labels and buttons in the page's
/// language (`<html lang>`, the language menu's `hreflang`), against golden files, through the Nu validator, and with
/// no English sentence left.
///
/// The view states are written here as the view models say them in each language; what this suite holds the
/// renderer to is the page around them, which comes from ``Presentation/WebWords``.
@Suite struct WebRendererLanguageTests {
    static let languages: [Language] = [.spanish, .portuguese]

    static func frame(_ language: Language) -> WebFrame {
        let words = WebWords(Words(language))
        let query = "?lang=\(language.tag)"
        return WebFrame(
            siteTitle: "Dash Explore", home: "/" + query,
            navigation: [
                WebLink(href: "/" + query, text: words.merchants, isCurrent: true),
                WebLink(href: "/atms" + query, text: words.atms),
                WebLink(href: "/location" + query, text: words.location),
            ],
            footer: Words(language)("footer.updated", Words(language).day(Date(timeIntervalSince1970: 1_767_225_600))),
            words: words,
            languages: Language.allCases.filter { $0 != language }.map {
                WebLink(href: "/?lang=\($0.tag)", text: $0.name, language: $0)
            })
    }

    /// The merchant list, as its view model says it in each language.
    static func merchantList(_ language: Language) -> MerchantListViewState {
        let spanish = language == .spanish
        let words = Words(language)
        return MerchantListViewState(
            tabs: [
                TabItem(title: spanish ? "Todos" : "Todos", isSelected: true),
                TabItem(title: spanish ? "En línea" : "On-line", isSelected: false),
                TabItem(title: spanish ? "Cerca" : "Por perto", isSelected: false),
            ],
            sortText: spanish ? "Orden: nombre" : "Ordem: nome",
            filterText: spanish ? "Filtros: ninguno" : "Filtros: nenhum",
            locationText: spanish ? "Cerca de Caracas, a menos de 32,2 km" : "Perto de Caracas, num raio de 32,2 km",
            rows: [
                MerchantRow(
                    id: MerchantID("1"), name: "Books Online", offer: words("offer.discount", "6 %"), place: "",
                    locations: words("kind.online")),
                MerchantRow(
                    id: MerchantID("2"), name: "Café Ávila", offer: "Dash", place: "Distrito Capital",
                    locations: words.count(2, "count.locations"), distance: "850 m", isFavourite: true),
                MerchantRow(
                    id: MerchantID("4"), name: "Arepera La Guaira", offer: words("offer.fee", "1,5 %"), isFee: true,
                    place: "Vargas", locations: words.count(1, "count.locations"), distance: "12,3 km"),
            ],
            selectedIndex: 1, phase: .loaded,
            countText: spanish ? "Mostrando 3 de 1.234 comercios" : "Mostrando 3 de 1.234 estabelecimentos")
    }

    /// A merchant's page, as its view model says it in each language.
    static func merchantDetail(_ language: Language) -> MerchantDetailViewState {
        let spanish = language == .spanish
        let words = Words(language)
        return MerchantDetailViewState(
            title: "Books Online", phase: .loaded, kind: words.merchantKind(.giftCard, .both), isFavourite: true,
            headline: spanish ? "7 % de descuento con CTX" : "7% de desconto com CTX",
            offers: [
                OfferRow(
                    provider: "CTX", discount: words("offer.discount", "7 %"),
                    amounts: spanish ? "Cualquier importe de 10 a 500" : "Qualquer valor de 10 a 500",
                    source: words.source(.live)),
                OfferRow(
                    provider: "PiggyCards", discount: words("offer.fee", "1,5 %"), isFee: true,
                    amounts: spanish ? "Importes fijos: 10, 25, 50" : "Valores fixos: 10, 25, 50",
                    source: words.source(.snapshot), isEnabled: false),
            ],
            locationsHeading: words.count(2, "count.locations"),
            places: [
                PlaceRow(
                    address: "Av. Urdaneta 1, Caracas, Distrito Capital", distance: "850 m", phone: "+58 212 555 0101"),
                PlaceRow(address: "Calle 100, Valencia, Carabobo", distance: "126 km"),
            ],
            website: "https://books.example.com/", phone: "+58 212 555 0100")
    }

    static func pages(_ language: Language) -> [String: String] {
        let frame = frame(language)
        let query = "lang=\(language.tag)"
        let links = MerchantListLinks(
            tabs: ["/?\(query)", "/?tab=online&\(query)", "/?tab=nearby&\(query)"],
            sorts: [MerchantSort.name, .distance, .discount].map {
                WebLink(href: "/?sort=\($0.rawValue)&\(query)", text: frame.words.sort($0), isCurrent: $0 == .name)
            },
            rows: ["/merchants/1?\(query)", "/merchants/2?\(query)", "/merchants/4?\(query)"],
            search: WebForm(action: "/", hidden: [WebField("lang", language.tag)]), filters: "/filters?\(query)",
            location: "/location?\(query)", more: "/?page=2&\(query)#row-4")
        return [
            "merchant-list.\(language.tag)": WebRenderer.page(merchantList(language), links: links, frame: frame),
            "merchant-detail.\(language.tag)": WebRenderer.page(
                merchantDetail(language), links: DetailLinks(back: "/?\(query)"), frame: frame),
            "problem.\(language.tag)": WebRenderer.problem(
                status: 404, title: frame.words.problemTitle(404), message: frame.words.problem(.notFound),
                frame: frame),
        ]
    }

    static var allPages: [String: String] {
        languages.reduce(into: [:]) { pages, language in pages.merge(Self.pages(language)) { $1 } }
    }

    @Test(arguments: allPages.keys.sorted())
    func thePageMatchesItsGolden(_ name: String) {
        WebGolden.check(Self.allPages[name]!, named: name)
    }

    @Test(arguments: languages)
    func thePageIsInItsLanguageWithTheOthersAMenuAway(_ language: Language) {
        for (name, page) in Self.pages(language) {
            #expect(page.contains("<html lang=\"\(language.tag)\">"), "\(name)")
            for other in Language.allCases where other != language {
                #expect(page.contains("hreflang=\"\(other.tag)\" lang=\"\(other.tag)\">\(other.name)</a>"), "\(name)")
            }
        }
    }

    @Test(arguments: languages)
    func noEnglishSentenceIsLeftOnThePages(_ language: Language) {
        for (name, page) in Self.pages(language) {
            #expect(Self.englishLeftovers(in: page, language: language) == [], "\(name)")
        }
    }

    @Test func englishLeftoversAreFound() {
        let english = WebRenderer.page(
            Self.merchantDetail(.spanish), links: DetailLinks(back: "/"), frame: WebRendererTests.frame)
        #expect(Self.englishLeftovers(in: english, language: .spanish).contains("Skip to main content"))
    }

    @Test func theSpanishAndPortuguesePagesAreValidHTML() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-web-l10n-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, page) in Self.allPages {
            try page.write(to: folder.appendingPathComponent(name + ".html"), atomically: true, encoding: .utf8)
        }
        let errors = try await NuValidator.errors(in: folder)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// The English sentences of the tables that `page` still holds, where `language` says them otherwise.
    static func englishLeftovers(in page: String, language: Language) -> [String] {
        let keys = Words.keys(of: .english)
        let table = { (language: Language) in
            Dictionary(
                uniqueKeysWithValues: keys.compactMap { key in Words.sentence(key, in: language).map { (key, $0) } })
        }
        return EnglishLeftovers.find(in: page, english: table(.english), translated: table(language))
    }
}
