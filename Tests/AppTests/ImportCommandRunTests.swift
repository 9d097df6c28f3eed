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

        #expect(printed.value == "Imported old.db.\n")
    }
}
