import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@Suite struct CompositionRootATMsTests {
    @Test func atmsAsJSONPrintsTheSearchAnswer() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.runATMs(ATMQuery(text: "  lamassu "), format: .json)

        let expected = try JSONOutput.string(
            ATMsJSON(Page(items: [ATMListing(atm: Fixtures.valenciaATM)], total: 1, request: .first)))
        #expect(printed.value == expected)
    }

    @Test func atmsAsTextGoThroughTheRendererAtEightyColumnsWhenNotATerminal() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        try await root.runATMs(ATMQuery(types: [.buy]), format: .text)

        #expect(printed.value == "Airport ATM [80]\nPlaza Venezuela ATM [80]\n")
    }

    @Test func aMissingExplicitSnapshotFailsAndCreatesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("missing.db").path
        let root = CompositionRoot.fake(in: folder, db: missing, printed: Printed())

        await #expect(throws: DirectoryError.unavailable(missing)) {
            try await root.runATMs(ATMQuery(), format: .json)
        }
        #expect(folder.contents() == [])
    }

    @Test func anInvalidQueryFailsBeforeAnythingIsPrinted() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let root = CompositionRoot.fake(in: folder, printed: printed)

        await #expect(throws: DirectoryError.self) {
            try await root.runATMs(ATMQuery(radius: .kilometers(5)), format: .json)
        }
        #expect(printed.value == "")
    }
}
