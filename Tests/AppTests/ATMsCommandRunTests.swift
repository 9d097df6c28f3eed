import Domain
import Foundation
import Presentation
import TestSupport
import Testing
import TextUI

@testable import ExploreApp

@MainActor @Suite struct ATMsCommandRunTests {
    @Test func atmsAsJSONPrintsTheSearchAnswer() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.run(["atms", "  lamassu ", "--format", "json"])

        let expected = try JSONOutput.string(
            ATMsJSON(Page(items: [ATMListing(atm: Fixtures.valenciaATM)], total: 1, request: .first)))
        #expect(printed.value == expected)
    }

    @Test func atmsAsTextArePrintedAsTheATMScreenListsThemAtEightyColumnsWhenNotATerminal() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.run(["atms", "--type", "buy"])

        let page = try await SearchATMs(directory: InMemoryATMDirectory(atms: Fixtures.atms))(ATMQuery(action: .buy))
        let expected = TextRenderer.document(
            ATMListViewState(page: page), columns: 80, theme: .plain, fit: .widen, chrome: .bare
        )
        .printedLines
        #expect(printed.value == expected.joined(separator: "\n") + "\n")
        #expect(printed.value.contains("Airport ATM") && printed.value.contains("Plaza Venezuela ATM"))
    }

    @Test func aMissingExplicitSnapshotFailsAndCreatesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing.db").path
        let root = CompositionRoot.fake(in: folder, db: missing, printed: Printed())

        await #expect(throws: DirectoryError.missing(missing)) {
            try await root.run(["atms", "--format", "json"])
        }
        #expect(folder.contents() == [])
    }

}
