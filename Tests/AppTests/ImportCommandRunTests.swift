import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@MainActor @Suite struct ImportCommandRunTests {
    @Test func importingAMissingFileFailsBeforeAnythingIsCreated() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("old.db")

        await #expect(throws: AppError.fileNotFound(missing.path)) {
            try await CompositionRoot.fake(in: folder, printed: Printed()).run(["import", missing.path])
        }
        #expect(folder.contents().isEmpty)
    }

    @Test func importPrintsTheImportersSummary() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = folder.url.appendingPathComponent("old.db")
        try Data("v1".utf8).write(to: source)
        let printed = Printed()

        try await CompositionRoot.fake(in: folder, printed: printed).run(["import", source.path])

        #expect(
            printed.value
                == "Imported 2 merchants (3 locations, 0 provider offers, 1 ATM) from a version 1 file; skipped 1 row "
                + "without a merchant id. It is the snapshot of 2026-01-01 00:00 UTC (version 1767225600000), the "
                + "file's modification time, which says nothing of when its merchants were updated, so pages name no "
                + "day (--snapshot-version sets the time it was published).\n")
    }

    @Test func aGivenVersionIsPassedOnAndAnImplausibleOneIsAUsageError() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = folder.url.appendingPathComponent("old.db")
        try Data("v1".utf8).write(to: source)
        let printed = Printed()

        try await CompositionRoot.fake(in: folder, printed: printed)
            .run(["import", source.path, "--snapshot-version", "1767225600001"])

        #expect(printed.value.contains("(version 1767225600001), as --snapshot-version says."))
        #expect(throws: (any Error).self) {
            try ExploreCommand.parseAsRoot(["import", "x.db", "--snapshot-version", "5"])
        }
    }
}
