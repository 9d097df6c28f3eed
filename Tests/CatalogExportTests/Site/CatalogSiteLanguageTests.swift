import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import CatalogExport

/// The catalog in Spanish and Brazilian Portuguese: every page's text, `<html lang>`, the scripts' messages, and
/// several languages side by side, each page linking to its twins.
@Suite("CatalogSiteRenderer in other languages")
struct CatalogSiteLanguageTests {
    static func options(_ language: Language, languages: [Language] = []) -> CatalogSiteOptions {
        var options = CatalogSiteOptions(merchantsPerPage: 4)
        options.language = language
        options.languages = languages
        return options
    }

    static func site(_ language: Language) async throws -> TemporaryCatalogFolder {
        let folder = try TemporaryCatalogFolder()
        try await CatalogSiteRenderer(options: options(language)).render(
            try await CatalogFixture.catalogWithATMs(), to: folder)
        return folder
    }

    /// Pages whose text is the same with or without the PiggyCards trait.
    static let goldenPages = [
        "404.html", "search.html", "atms.html", "merchants/arepera-la-esquina--m-arepera.html",
    ]

    @Test("a few pages of the Spanish site match their golden files")
    func spanishGoldens() async throws {
        let folder = try await Self.site(.spanish)
        defer { folder.remove() }
        let goldens = GoldenFolder.root.deletingLastPathComponent().appendingPathComponent("Goldens/site-es")
        for path in Self.goldenPages {
            let page = try folder.contents(of: path)
            let golden = goldens.appendingPathComponent(path)
            if GoldenFolder.isRecording {
                try FileManager.default.createDirectory(
                    at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try page.write(to: golden)
            } else {
                #expect(page == (try? Data(contentsOf: golden)), "site-es/\(path) differs from its golden")
            }
        }
    }

    @Test(
        "every page is in the site's language, with no English sentence left",
        arguments: [
            Language.spanish, .portuguese,
        ])
    func everyPageIsInItsLanguage(_ language: Language) async throws {
        let folder = try await Self.site(language)
        defer { folder.remove() }
        let keys = Words.keys(of: .english)
        func table(_ language: Language) -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: keys.compactMap { key in Words.sentence(key, in: language).map { (key, $0) } })
        }
        let pages = folder.relativePaths().filter { $0.hasSuffix(".html") }
        #expect(pages.count > 30)
        for path in pages {
            let page = String(decoding: try folder.contents(of: path), as: UTF8.self)
            #expect(page.contains("<html lang=\"\(language.tag)\">"), "\(path)")
            let left = EnglishLeftovers.find(in: page, english: table(.english), translated: table(language))
            #expect(left == [], "\(path)")
        }
        let search = String(decoding: try folder.contents(of: "search.html"), as: UTF8.self)
        #expect(search.contains("<div id=\"site-words\" hidden=\"hidden\" data-words=\"{"))
    }

    @Test("the scripts' messages are the table's, with {1} and {2} for their arguments")
    func scriptMessages() throws {
        let json = ScriptWords.json(CatalogWords(Words(.spanish)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["locale"] as? String == "es-ES")
        #expect(
            object["tooMany"] as? String
                == "Las palabras que empiezan por «{1}» aparecen en hasta {2} nombres: escribe más del nombre.")
        let nouns = try #require(object["nouns"] as? [String: [String: String]])
        #expect(nouns["merchants"] == ["one": "{1} comercio", "many": "{1} de comercios", "other": "{1} comercios"])
    }

    @Test("the Spanish and Portuguese sites pass the W3C Nu validator")
    func passesNuValidator() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let catalog = try await CatalogFixture.catalogWithATMs()
        let languages: [Language] = [.english, .spanish, .portuguese]
        for language in languages {
            try await CatalogSiteRenderer(options: Self.options(language, languages: languages)).render(
                catalog,
                to: FolderOutput(
                    base: folder, folder: Self.options(language, languages: languages).folder(of: language)))
        }
        let errors = try await NuValidator.errors(in: folder.url)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("side by side, each page links to its twins and x-default, and every link is to a page that exists")
    func twinsExist() async throws {
        let folder = try TemporaryCatalogFolder()
        defer { folder.remove() }
        let catalog = try await CatalogFixture.catalogWithATMs()
        let languages: [Language] = [.english, .spanish]
        for language in languages {
            let options = Self.options(language, languages: languages)
            try await CatalogSiteRenderer(options: options).render(
                catalog, to: FolderOutput(base: folder, folder: options.folder(of: language)))
        }
        let paths = Set(folder.relativePaths())
        let pages = paths.filter { $0.hasSuffix(".html") && !$0.hasSuffix("404.html") }
        #expect(pages.contains("index.html") && pages.contains("es/index.html"))
        #expect(pages.count == 2 * pages.filter { !$0.hasPrefix("es/") }.count)
        for path in pages {
            let page = ParsedHTML(try folder.contents(of: path))
            let twins = page.all("link").filter { $0.attributes["rel"] == "alternate" }
            #expect(twins.map { $0.attributes["hreflang"] } == ["en", "es", "x-default"], "\(path)")
            let english = path.hasPrefix("es/") ? String(path.dropFirst(3)) : path
            let folderOfPage = URL(fileURLWithPath: "/site/" + path).deletingLastPathComponent()
            for twin in twins {
                let href = try #require(twin.attributes["href"])
                let target = URL(fileURLWithPath: href, relativeTo: folderOfPage).standardizedFileURL.path
                let relative = String(target.dropFirst("/site/".count))
                #expect(paths.contains(relative), "\(path) → \(href)")
                let expected = twin.attributes["hreflang"] == "es" ? "es/" + english : english
                #expect(relative == expected, "\(path) → \(href)")
            }
        }
        let spanish = String(decoding: try folder.contents(of: "es/index.html"), as: UTF8.self)
        #expect(spanish.contains("<a href=\"../index.html\" hreflang=\"en\" lang=\"en\">English</a>"))
    }
}

/// The site of one language in a folder of the output.
private struct FolderOutput: CatalogOutput {
    let base: TemporaryCatalogFolder
    let folder: String

    func write(_ data: Data, to relativePath: String) throws(CatalogError) {
        try base.write(data, to: folder + relativePath)
    }

    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink {
        try base.openFile(at: folder + relativePath)
    }

    func openScratch() throws(CatalogError) -> any CatalogScratch {
        try base.openScratch()
    }
}
