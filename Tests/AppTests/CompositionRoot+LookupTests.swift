import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@Suite struct CompositionRootLookupTests {
    @Test func searchPrintsTheUseCasesAnswerAsJSON() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.runSearch(MerchantQuery(text: "books"), format: .json)

        let books = try #require(InMemoryDirectory.shown([Fixtures.bookshop]).first)
        let expected = try JSONOutput.string(
            SearchJSON(Page(items: [InMemoryDirectory.listing(books, position: nil)], total: 1, request: .first)))
        #expect(printed.value == expected)
    }

    @Test func searchTextGoesThroughTheRendererAtEightyColumnsWhenNotATerminal() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.runSearch(MerchantQuery(), format: .text)

        let grocer = Fixtures.showsGrocer ? "Green Grocer [80]\n" : ""
        #expect(printed.value == "Books Online [80]\nCafé Ávila [80]\n" + grocer)
    }

    @Test func theFirstRunCreatesTheDefaultSnapshotBeforeSearching() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = CompositionRoot.fake(in: folder, printed: Printed())

        try await root.runSearch(MerchantQuery(), format: .json)

        #expect(folder.contents() == ["xdg", "xdg/explore", "xdg/explore/directory.db"])
    }

    @Test func aMissingExplicitSnapshotFailsAndCreatesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing.db").path
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, db: missing, printed: printed)

        await #expect(throws: DirectoryError.unavailable(missing)) {
            try await root.runSearch(MerchantQuery(), format: .json)
        }

        #expect(folder.contents().isEmpty)
        #expect(printed.value.isEmpty)
    }

    @Test func showPrintsTheDetailAsJSON() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.runShow(Fixtures.cafe.id, near: Fixtures.valencia, format: .json)

        let detail = try await GetMerchantDetail(directory: InMemoryDirectory(merchants: Fixtures.merchants))(
            Fixtures.cafe.id, near: Fixtures.valencia)
        #expect(printed.value == (try JSONOutput.string(MerchantDetailJSON(detail))))
    }

    @Test func showingAnUnknownMerchantIsADirectoryError() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = CompositionRoot.fake(in: folder, printed: Printed())

        await #expect(throws: DirectoryError.merchantNotFound(MerchantID("nope"))) {
            try await root.runShow(MerchantID("nope"), near: nil, format: .text)
        }
    }
}
