import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

/// The composition root with the real renderers, navigator and catalog writer of `Adapters.production`, over the
/// in-memory fakes.
@Suite struct WiredScreensTests {
    /// The fakes, with the production closures this branch wires.
    static func adapters(store: InMemoryLocalStore = InMemoryLocalStore()) -> Adapters {
        var adapters = Adapters.fake(store: store)
        let production = Adapters.production
        adapters.renderMerchantList = production.renderMerchantList
        adapters.renderMerchantDetail = production.renderMerchantDetail
        adapters.writeCatalog = production.writeCatalog
        adapters.makeScreenHost = production.makeScreenHost
        return adapters
    }

    @Test func searchPrintsTheListScreenAtItsNaturalHeight() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, adapters: Self.adapters(), printed: printed)

        try await root.runSearch(
            MerchantQuery(text: "o", sort: .discount, position: Fixtures.caracas, page: PageRequest(limit: 2)),
            format: .text)

        #expect(!printed.value.hasSuffix("\n\n"))
        #expect(!printed.value.contains(" \n"))
        #expect(!printed.value.contains("q quit"))
        TextGolden.check(printed.value, folder: "Navigation", named: "search-text")
    }

    @Test func showPrintsTheDetailScreen() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, adapters: Self.adapters(), printed: printed)

        let show = { try await root.runShow(MerchantID("m-grocer"), near: Fixtures.newYork, format: .text) }

        guard Fixtures.showsGrocer else {
            // Sold only through PiggyCards, the grocer is not in a build without that trait.
            await #expect(throws: DirectoryError.merchantNotFound(MerchantID("m-grocer"))) { try await show() }
            #expect(printed.value.isEmpty)
            return
        }
        try await show()
        #expect(printed.value.contains("Green Grocer"))
        TextGolden.check(printed.value, folder: "Navigation", named: "show-text")
    }

    @MainActor
    @Test func theHomeScreenIsPrintedOnceWithoutTrailingBlanks() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, adapters: Self.adapters(), printed: printed)

        try await root.printHomeScreen()

        let lines = printed.value.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 25)  // 24 rows, and the final newline.
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        #expect(printed.value.contains("Books Online"))
    }

    @MainActor
    @Test func playPrintsEveryFrameOfAScriptedSession() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let store = InMemoryLocalStore()
        let root = CompositionRoot.fake(in: folder, adapters: Self.adapters(store: store), printed: printed)
        let script = try PlayScript.parse(
            """
            # Find the café, open it, favourite it, come back.
            size 60x14
            /
            type caf
            enter
            enter
            f
            esc
            s
            q
            """)

        try await root.runPlay(script)

        #expect(printed.value.hasSuffix("--- quit ---\n"))
        #expect(try await store.favourites() == [MerchantID("m-cafe")])
        TextGolden.check(printed.value, folder: "Navigation", named: "play")
    }

    @Test func catalogWritesTheSiteAndTheXMLIntoTheFolder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, adapters: Self.adapters(), printed: printed)
        let out = folder.url.appendingPathComponent("site")

        try await root.runCatalog(
            CatalogRequest(outputDirectory: out, format: .both, territory: nil, replacesForeignFolder: false))

        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(files.contains("index.html"))
        #expect(files.contains("catalog.xml"))
        #expect(files.contains("catalog.xsd"))
        #expect(printed.value.hasPrefix("Wrote "))
        #expect(printed.value.hasSuffix(" files to \(out.path).\n"))
    }
}
