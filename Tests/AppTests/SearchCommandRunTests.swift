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
            SearchJSON(Page(items: [MerchantListing(books, near: nil)], total: 1, request: .first)))
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
        let expected = TextRenderer.document(state, columns: 80, theme: .plain, fit: .widen, chrome: .bare).printedLines
        #expect(printed.value == expected.joined(separator: "\n") + "\n")
        #expect(printed.value.contains("Green Grocer") == Fixtures.showsGrocer)
        let cafe = try #require(printed.value.split(separator: "\n").first { $0.contains("Café Ávila") })
        #expect(cafe.hasSuffix(" m-cafe"), "each row ends with the id explore show takes")
    }

    @Test func pipedTextPrintsALongNameWholeWithItsHeadingsAligned() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let long = Merchant(
            id: MerchantID("m-long"), name: "The " + String(repeating: "Very ", count: 30) + "Long Shop", type: .online,
            paymentMethod: .dash)
        let printed = Printed()
        var root = CompositionRoot.fake(
            in: folder, adapters: .fake(directory: InMemoryDirectory(merchants: [long])), printed: printed)
        root.console.columns = 120

        try await root.run(["search"])

        let row = try #require(printed.value.split(separator: "\n").first { $0.contains("Long Shop") })
        #expect(row.contains(long.name), "not cut with …")
        let headings = try #require(printed.value.split(separator: "\n").first)
        #expect(headings.count == row.count - "m-long".count + "Id".count, "the headings widen with the column")
    }

    @Test func anUnknownTerritoryIsAnErrorNamingTheNearestAsInTheCatalog() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = CompositionRoot.fake(in: folder, printed: Printed())
        await #expect(throws: DirectoryError.territoryNotFound("Californa", suggestions: [])) {
            try await root.run(["search", "--territory", "Californa"])
        }
        await #expect(throws: DirectoryError.territoryNotFound("Carabob", suggestions: ["Carabobo"])) {
            try await root.run(["search", "--territory", "Carabob"])
        }
        await #expect(throws: DirectoryError.territoryNotFound("Californa", suggestions: [])) {
            try await root.run([
                "catalog", "--out", folder.url.appendingPathComponent("site").path, "--territory", "Californa",
            ])
        }
    }

    @Test func aTerritoryIsFoundAsPeopleTypeIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.run(["search", "--territory", "DISTRITO capital", "--format", "json"])

        #expect(printed.value.contains("\"merchantId\":\"m-cafe\""))
        #expect(printed.value.contains("\"territory\":\"Distrito Capital\""))
    }

    @Test func wordsThatNameAPlaceAndNoMerchantSaySoAndOfferNear() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.run(["search", "carabobo"])
        #expect(
            printed.value.contains(
                "No merchant is named like \u{201C}carabobo\u{201D}; Carabobo is a place: search near it with\n"
                    + " --near carabobo."), "wrapped at the page's 80 columns")

        let near = Printed()
        try await CompositionRoot.fake(in: folder, printed: near).run(["search", "--near", "carabobo"])
        let cafe = try #require(near.value.split(separator: "\n").first { $0.contains("Café Ávila") })
        #expect(cafe.contains("0 m"), "measured from Carabobo, where the café has a shop")
    }

    @Test func anUnknownNearPlaceFailsNamingTheNearest() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = CompositionRoot.fake(in: folder, printed: Printed())
        await #expect(throws: WordedFailure.self) { try await root.run(["search", "--near", "Carabobx"]) }
        do {
            try await root.run(["search", "--near", "Carabobx"])
        } catch let failure as WordedFailure {
            #expect(
                failure.description
                    == "No city or territory of this directory matches \u{201C}Carabobx\u{201D}. Did you mean "
                    + "\u{201C}Carabobo\u{201D}?")
        }
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

        await #expect(throws: DirectoryError.missing(missing)) {
            try await root.run(["search", "--format", "json"])
        }

        #expect(folder.contents().isEmpty)
        #expect(printed.value.isEmpty)
    }
}
