import Domain
import Foundation
import TestSupport
import Testing

@testable import ExploreApp

@Suite struct CompositionRootFilesTests {
    @Test func generateWritesTheRequestedFileAndSaysSo() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let destination = folder.url.appendingPathComponent("big.db")

        try await CompositionRoot.fake(in: folder, printed: printed).runGenerate(
            SampleRequest(destination: destination, merchants: 50, seed: 1, replacesExisting: false))

        #expect(try String(contentsOf: destination, encoding: .utf8) == "sample of 50")
        #expect(printed.value == "Wrote 50 merchants to \(destination.path).\n")
    }

    @Test func generateLeavesAnExistingFileAloneUnlessForced() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let destination = folder.url.appendingPathComponent("mine.db")
        try Data("mine".utf8).write(to: destination)
        let root = CompositionRoot.fake(in: folder, printed: Printed())
        let request = SampleRequest(destination: destination, merchants: 5, seed: 1, replacesExisting: false)

        await #expect(throws: AppError.fileExists(destination.path)) { try await root.runGenerate(request) }
        #expect(try Data(contentsOf: destination) == Data("mine".utf8))

        var forced = request
        forced.replacesExisting = true
        try await root.runGenerate(forced)
        #expect(try String(contentsOf: destination, encoding: .utf8) == "sample of 5")
    }

    @Test func importingAMissingFileFailsBeforeAnythingIsCreated() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("old.db")

        await #expect(throws: AppError.fileNotFound(missing.path)) {
            try await CompositionRoot.fake(in: folder, printed: Printed()).runImport(from: missing)
        }
        #expect(folder.contents().isEmpty)
    }

    @Test func importPrintsTheImportersSummary() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = folder.url.appendingPathComponent("old.db")
        try Data("v1".utf8).write(to: source)
        let printed = Printed()

        try await CompositionRoot.fake(in: folder, printed: printed).runImport(from: source)

        #expect(printed.value == "Imported old.db.\n")
    }

    @Test func catalogSaysHowManyFilesItWrote() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let printed = Printed()
        let out = folder.url.appendingPathComponent("site")

        try await CompositionRoot.fake(in: folder, printed: printed).runCatalog(
            CatalogRequest(outputDirectory: out, format: .html, territory: nil, replacesForeignFolder: false))

        #expect(printed.value == "Wrote 1 files to \(out.path).\n")
    }

    @Test func catalogOfAnUnknownTerritoryIsAnInvalidQuery() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = CompositionRoot.fake(in: folder, printed: Printed())
        let request = CatalogRequest(
            outputDirectory: folder.url, format: .both, territory: "Atlantis", replacesForeignFolder: false)

        await #expect(throws: DirectoryError.territoryNotFound("Atlantis")) {
            try await root.runCatalog(request)
        }
    }

    @Test func syncIntoANewSnapshotFileDownloadsWithoutMakingASampleFirst() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let snapshot = folder.url.appendingPathComponent("new.db")
        let store = InMemoryLocalStore()
        var adapters = Adapters.fake(store: store)
        adapters.writeSample = { _, _ in Issue.record("no sample may be generated for a sync") }
        adapters.snapshotPublisher = { target in FilePublisher(target: target) }
        let printed = Printed()

        try await CompositionRoot.fake(in: folder, db: snapshot.path, adapters: adapters, printed: printed)
            .runSync(from: URL(string: "file:///srv/manifest.json")!)

        #expect(try String(contentsOf: snapshot, encoding: .utf8) == "published")
        #expect(printed.value == "Updated to the snapshot of 2026-01-01 00:00 UTC.\n")
        #expect(
            try await store.syncHistory(limit: 5).map(\.outcome) == [
                .updated(SnapshotVersion(timestamp: 1_767_225_600_000))
            ])
    }
}

/// A publisher whose manifest is version 2026-01-01 and whose install writes "published" to the target.
private struct FilePublisher: SnapshotPublisher {
    var target: URL

    func manifest(at url: URL) async throws(SyncError) -> SnapshotManifest {
        SnapshotManifest(
            version: SnapshotVersion(timestamp: 1_767_225_600_000), sha256: "", size: 9, schemaVersion: 4,
            file: "directory.db")
    }

    func install(
        _ manifest: SnapshotManifest, from url: URL, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(SyncError) {
        do {
            try Data("published".utf8).write(to: target)
        } catch {
            throw .io(error.localizedDescription)
        }
    }
}
