import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

/// Commands and screens with the real renderers, navigator and catalog writer, over the in-memory fakes.
@MainActor @Suite struct WiredScreensTests {
    static func adapters(store: InMemoryLocalStore = InMemoryLocalStore()) -> Adapters {
        .fake(store: store)
    }

    static func near(_ position: Coordinate) -> String { "\(position.latitude),\(position.longitude)" }

    @Test func searchPrintsTheListScreenAtItsNaturalHeight() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, adapters: Self.adapters(), printed: printed)

        try await root.run(["search", "o", "--sort", "discount", "--near", Self.near(Fixtures.caracas), "--limit", "2"])

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

        let show = { try await root.run(["show", "m-grocer", "--near", Self.near(Fixtures.newYork)]) }

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

    @Test func theHomeScreenIsPrintedOnceWithoutTrailingBlanks() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, adapters: Self.adapters(), printed: printed)

        try await root.run([])

        let lines = printed.value.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 25)  // 24 rows, and the final newline.
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        #expect(printed.value.contains("Books Online"))
    }

    @Test func playPrintsEveryFrameOfAScriptedSession() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let store = InMemoryLocalStore()
        let root = CompositionRoot.fake(in: folder, adapters: Self.adapters(store: store), printed: printed)
        let script = folder.url.appendingPathComponent("script.txt")
        try Data(
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
            """.utf8
        ).write(to: script)

        try await root.run(["play", script.path])

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

        try await root.run(["catalog", "--out", out.path])

        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(files.contains("index.html"))
        #expect(files.contains("catalog.xml"))
        #expect(files.contains("catalog.xsd"))
        #expect(printed.value.hasPrefix("Wrote "))
        #expect(printed.value.contains(" files to \(out.path).\n"))
    }
}
