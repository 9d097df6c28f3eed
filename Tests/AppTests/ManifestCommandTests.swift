import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@MainActor @Suite struct ManifestCommandTests {
    @Test func theManifestOfAnySnapshotIsWrittenAndDescribed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let snapshot = folder.url.appendingPathComponent("explore.db")
        try Data("snapshot".utf8).write(to: snapshot)
        let manifest = folder.url.appendingPathComponent("manifest.json")
        let printed = Printed()

        try await CompositionRoot.fake(in: folder, printed: printed)
            .run(["manifest", snapshot.path, "--out", manifest.path])

        #expect(try String(contentsOf: manifest, encoding: .utf8) == "manifest of explore.db")
        #expect(
            printed.value == "Wrote \(manifest.path): explore.db, the snapshot of 2026-01-01 00:00 UTC, 1 KB, "
                + "schema version 4.\n")
    }

    @Test func aMissingSnapshotIsAFailureAndNothingIsWritten() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("none.db").path
        await #expect(throws: AppError.fileNotFound(missing)) {
            try await CompositionRoot.fake(in: folder, printed: Printed())
                .run(["manifest", missing, "--out", folder.url.appendingPathComponent("m.json").path])
        }
        #expect(folder.contents() == [])
    }

    @Test func theWalletArchiveIsWrittenWithOrWithoutTheManifest() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let snapshot = folder.url.appendingPathComponent("explore.db")
        try Data("snapshot".utf8).write(to: snapshot)
        let archive = folder.url.appendingPathComponent("explore.zip")
        let printed = Printed()

        try await CompositionRoot.fake(in: folder, printed: printed)
            .run(["manifest", snapshot.path, "--wallet-archive", archive.path])

        #expect(try String(contentsOf: archive, encoding: .utf8) == "archive of explore.db")
        #expect(
            printed.value == "Wrote \(archive.path): the wallet archive of the snapshot of 2026-01-01 00:00 UTC "
                + "(version 1767225600000), 2 KB, explore.db encrypted with AES-256.\n")
        #expect(throws: (any Error).self) { try ExploreCommand.parseAsRoot(["manifest", snapshot.path]) }
    }
}
