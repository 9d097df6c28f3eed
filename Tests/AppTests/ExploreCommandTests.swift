import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@MainActor @Suite struct ExploreCommandTests {
    @Test func withoutATerminalTheHomeScreenIsPrintedOnceAtEightyColumnsWithoutColour() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()

        try await CompositionRoot.fake(in: folder, printed: printed).run([])

        let lines = printed.value.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first == " Explore › Merchants")
        #expect(lines.count <= 24)
        #expect(lines.allSatisfy { $0.count <= 80 && !$0.hasSuffix(" ") })
        #expect(!printed.value.contains("\u{1B}"))
        #expect(printed.value.contains("Books Online"))
    }

    @Test func theScreensGetTheSnapshotsATMsAndNoneWhenTheyCannotBeOpened() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = CompositionRoot.fake(in: folder, printed: Printed())
        _ = try await root.directory()
        let atms = try #require(try await root.screenFactory().atms)
        #expect(try await atms.atms(ATMQuery()).total == Fixtures.atms.count)

        var adapters = Adapters.fake()
        adapters.openATMDirectory = { _ in throw DirectoryError.notADirectory("x") }
        let withoutATMs = CompositionRoot.fake(in: folder, adapters: adapters, printed: Printed())
        #expect(try await withoutATMs.screenFactory().atms == nil)
    }
}
