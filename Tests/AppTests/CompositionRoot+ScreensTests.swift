import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@Suite struct CompositionRootScreensTests {
    @MainActor
    @Test func withoutATerminalTheHomeScreenIsPrintedOnceAtEightyColumnsWithoutColour() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let contexts = ContextLog()
        let adapters = Adapters.fake(host: { context in
            contexts.append(context)
            return EchoHost()
        })

        try await CompositionRoot.fake(in: folder, adapters: adapters, printed: printed).printHomeScreen()

        #expect(printed.value == "80x24:\n")
        #expect(contexts.all.map(\.render) == [RenderOptions(size: .standard, usesColor: false)])
    }

    @MainActor
    @Test func playPrintsAFrameAfterEveryStep() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let adapters = Adapters.fake(host: { _ in EchoHost() })

        try await CompositionRoot.fake(in: folder, adapters: adapters, printed: printed).runPlay(
            PlayScript.parse("down\nsize 20x5"))

        #expect(
            printed.value == """
                --- frame 0: start (80x24) ---
                80x24:
                --- frame 1: line 1: down (80x24) ---
                80x24: down
                --- frame 2: line 2: size 20x5 (20x5) ---
                20x5: down

                """)
    }

    @MainActor
    @Test func theScreensGetTheSnapshotsATMsAndNoneWhenTheyCannotBeOpened() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let contexts = ContextLog()
        var adapters = Adapters.fake(host: { context in
            contexts.append(context)
            return EchoHost()
        })
        try await CompositionRoot.fake(in: folder, adapters: adapters, printed: Printed()).printHomeScreen()
        let atms = try #require(contexts.all.first?.atmDirectory)
        #expect(try await atms.atms(ATMQuery()).total == Fixtures.atms.count)

        adapters.openATMDirectory = { _ in throw DirectoryError.notADirectory("x") }
        try await CompositionRoot.fake(in: folder, adapters: adapters, printed: Printed()).printHomeScreen()
        #expect(contexts.all.count == 2)
        #expect(contexts.all.last?.atmDirectory == nil)
    }

    @MainActor
    @Test func theScreensNeedTheirPlugPointUntilTheNavigatorIsWired() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        await #expect(throws: AppError.notWiredYet("show the interactive screens")) {
            try await CompositionRoot.fake(in: folder, printed: Printed()).printHomeScreen()
        }
    }
}

/// Remembers the contexts a host factory was given.
@MainActor
final class ContextLog: Sendable {
    private(set) var all: [ScreenContext] = []
    func append(_ context: ScreenContext) { all.append(context) }
}
