// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import TestSupport
    import Testing

    @testable import ExploreApp
    @testable import WebServer

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The snapshot `explore serve` makes its pages from, over its pool of connections, while a sync replaces it.
    @Suite(.serialized) struct ServedSnapshotTests {
        /// The home page made from `pages`, as a request makes it.
        @MainActor static func home(_ pages: ServedSnapshot.Pages) async -> String {
            guard case .page(let page, _, _) = await WebScreens(pages: pages, location: nil).merchantList(ListAddress())
            else { return "" }
            return page
        }

        @Test func pagesBegunOnASnapshotFinishOnItAndTheNextOnesReadTheFileThatReplacedIt() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            let snapshot = site.root.servedSnapshot()
            let old = try await snapshot.pages()
            let oldHome = await Self.home(old)
            #expect(ServeProcessTests.total(in: oldHome[...]) > 60)

            // A smaller directory renamed over the file, as a sync installs one.
            let smaller = site.folder.url.appendingPathComponent("smaller.db").path
            let generated = try await ExploreProcess(home: site.folder).run(
                ["generate", "--merchants", "60", "--seed", "8", "--out", smaller])
            #expect(generated.status == 0)
            #expect(rename(smaller, site.root.locations.snapshot.path) == 0)

            // Every connection of the old pages still reads the old file: pages made at once take each a reader…
            let homes = await withTaskGroup(of: String.self) { group in
                for _ in 0..<2 * CompositionRoot.servedReaders { group.addTask { await Self.home(old) } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(homes == Array(repeating: oldHome, count: 2 * CompositionRoot.servedReaders))
            // …and the next request's pages read the new one.
            let new = try await snapshot.pages()
            let newHome = await Self.home(new)
            #expect(ServeProcessTests.total(in: newHome[...]) <= 60)
            #expect(ServeProcessTests.total(in: newHome[...]) > 0)
        }
    }
#endif
