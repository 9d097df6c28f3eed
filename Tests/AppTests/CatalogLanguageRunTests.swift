import Foundation
import TestSupport
import Testing

@testable import ExploreApp

/// `explore catalog --language`: the site in a language, or several side by side, each page linking to its twins.
@MainActor @Suite struct CatalogLanguageRunTests {
    @Test func severalLanguagesAreWrittenSideBySideAndEveryTwinIsAFileThatExists() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("site")
        try await CompositionRoot.fake(in: folder, printed: Printed()).run(
            ["catalog", "--out", out.path, "--language", "en,es", "--base-url", "https://example.org/dash/"])

        let english = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let spanish = try String(contentsOf: out.appendingPathComponent("es/index.html"), encoding: .utf8)
        #expect(english.contains("<html lang=\"en\">") && spanish.contains("<html lang=\"es\">"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("catalog.xml").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("es/catalog.xml").path))
        var pages = 0
        for case let path as String in try #require(FileManager.default.enumerator(atPath: out.path))
        where path.hasSuffix(".html") && !path.hasSuffix("404.html") {
            let page = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
            let twins = page.split(separator: "<link rel=\"alternate\" hreflang=\"").dropFirst().map { piece in
                let language = piece.prefix { $0 != "\"" }
                let href = piece.split(separator: "href=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
                return (String(language), String(href))
            }
            #expect(twins.map(\.0) == ["en", "es", "x-default"], "\(path)")
            for (_, href) in twins {
                let relative = href.replacingOccurrences(of: "https://example.org/dash/", with: "")
                #expect(
                    FileManager.default.fileExists(atPath: out.appendingPathComponent(relative).path),
                    "\(path) → \(href)")
            }
            pages += 1
        }
        #expect(pages > 10)
    }

    @Test func aLanguageExploreDoesNotSpeakIsRefused() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        await #expect(throws: (any Error).self) {
            try await CompositionRoot.fake(in: folder, printed: Printed()).run(
                ["catalog", "--out", folder.url.appendingPathComponent("site").path, "--language", "en,fr"])
        }
    }
}
