import ArgumentParser
import CatalogPublisher
import Foundation
import Testing

@testable import ExploreApp

/// The publisher's settings through `explore catalog`: given once, kept in the site, used by the next run unless
/// told otherwise, forgotten on request.
@MainActor @Suite struct SiteSettingsTests {
    /// A PNG image of one pixel.
    static let png = Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4PlkKAAQpAaUswe40AAAAAElFTkSuQmCC")!

    func text(_ file: URL) -> String? {
        FileManager.default.contents(atPath: file.path).flatMap { String(data: $0, encoding: .utf8) }
    }

    @Test func settingsGivenOnceAreKeptChangedOneByOneAndForgottenOnRequest() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("site")
        let logo = folder.url.appendingPathComponent("logo.png")
        let css = folder.url.appendingPathComponent("extra.css")
        try Self.png.write(to: logo)
        try Data(".site-header { background: #5b2a86; }\n".utf8).write(to: css)
        func run(_ arguments: [String]) async throws {
            try await CompositionRoot.fake(in: folder, printed: Printed()).run(
                ["catalog", "--out", out.path, "--format", "html"] + arguments)
        }

        try await run([
            "--title", "Spend Dash in Caracas", "--description", "Checked by the Caracas meetup.", "--logo", logo.path,
            "--stylesheet", css.path, "--home-url", "https://dashcaracas.example/",
        ])
        // Nothing given: everything kept.
        try await run([])
        var index = try #require(text(out.appendingPathComponent("index.html")))
        #expect(index.contains("<title>Spend Dash in Caracas</title>"))
        #expect(index.contains("Checked by the Caracas meetup."))
        #expect(index.contains("<img class=\"site-logo\" src=\"logo.png\" alt=\"\"/>"))
        #expect(index.contains("href=\"site.css\""))
        #expect(index.contains("href=\"https://dashcaracas.example/\""))
        #expect(FileManager.default.contents(atPath: out.appendingPathComponent("logo.png").path) == Self.png)
        #expect(text(out.appendingPathComponent("site.css")) == ".site-header { background: #5b2a86; }\n")

        // One given: that one changes, the others stay.
        try await run(["--title", "Dash en Caracas"])
        index = try #require(text(out.appendingPathComponent("index.html")))
        #expect(index.contains("<title>Dash en Caracas</title>") && index.contains("src=\"logo.png\""))
        #expect(
            text(out.appendingPathComponent("site-settings.json"))?.contains("\"title\" : \"Dash en Caracas\"") == true)

        // Forgotten: the defaults, and no file left of them.
        try await run(["--reset-settings"])
        index = try #require(text(out.appendingPathComponent("index.html")))
        #expect(index.contains("<title>Dash merchant catalog</title>") && !index.contains("site-logo"))
        for name in ["logo.png", "site.css", "site-settings.json"] {
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test func aLogoThatIsNoRasterImageAndBadSettingsAreRefusedAndTheSiteIsKept() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("site")
        let root = CompositionRoot.fake(in: folder, printed: Printed())
        try await root.run(["catalog", "--out", out.path, "--title", "Kept"])
        let before = try #require(text(out.appendingPathComponent("index.html")))
        let svg = folder.url.appendingPathComponent("logo.png")
        try Data("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>".utf8).write(to: svg)

        await #expect {
            try await root.run(["catalog", "--out", out.path, "--logo", svg.path])
        } throws: { error in
            "\(error)" == "\(svg.path) is not a PNG, JPEG, GIF or WebP image; give --logo one."
        }
        // The variants: a missing file, an address that is not a web page's, a setting for a site not written.
        await #expect(throws: AppError.fileNotFound(folder.url.appendingPathComponent("none.css").path)) {
            try await root.run(
                ["catalog", "--out", out.path, "--stylesheet", folder.url.appendingPathComponent("none.css").path])
        }
        let refusals = [
            ["--home-url", "javascript:alert(1)"]: "--home-url must be an http or https address, such as "
                + "https://example.org/.",
            ["--format", "xml", "--description", "Words"]:
                "--description is for the HTML site; --format xml writes none.",
        ]
        for (arguments, sentence) in refusals {
            do {
                _ = try ExploreCommand.parseAsRoot(["catalog", "--out", out.path] + arguments)
                Issue.record("\(arguments) was taken")
            } catch {
                #expect(ExploreCommand.message(for: error) == sentence)
            }
        }
        #expect(text(out.appendingPathComponent("index.html")) == before)
    }
}
