import Domain
import Foundation
import Presentation
import TestSupport
import Testing
import TextUI

@testable import ExploreApp

@MainActor @Suite struct SearchCommandRunTests {
    @Test func searchPrintsTheUseCasesAnswerAsJSON() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.run(["search", "books", "--format", "json"])

        let books = try #require(InMemoryDirectory.shown([Fixtures.bookshop]).first)
        let expected = try JSONOutput.string(
            SearchJSON(Page(items: [InMemoryDirectory.listing(books, position: nil)], total: 1, request: .first)))
        #expect(printed.value == expected)
    }

    @Test func searchTextIsTheListScreenPrintedAtEightyColumnsWhenNotATerminal() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.run(["search"])

        let query = MerchantQuery(page: PageRequest(limit: SearchCommand.defaultLimit))
        let page = try await SearchMerchants(directory: InMemoryDirectory(merchants: Fixtures.merchants))(query)
        let state = MerchantListViewState(page: page, query: query)
        let expected = TextRenderer.document(state, columns: 80, theme: .plain).printedLines
        #expect(printed.value == expected.joined(separator: "\n") + "\n")
        #expect(printed.value.contains("Green Grocer") == Fixtures.showsGrocer)
    }

    @Test func theFirstRunCreatesTheDefaultSnapshotBeforeSearching() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = CompositionRoot.fake(in: folder, printed: Printed())

        try await root.run(["search", "--format", "json"])

        #expect(folder.contents() == ["xdg", "xdg/explore", "xdg/explore/directory.db"])
    }

    @Test func aMissingExplicitSnapshotFailsAndCreatesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing.db").path
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, db: missing, printed: printed)

        await #expect(throws: DirectoryError.unavailable(missing)) {
            try await root.run(["search", "--format", "json"])
        }

        #expect(folder.contents().isEmpty)
        #expect(printed.value.isEmpty)
    }
}
