import Domain
import Foundation
import Logging
import Synchronization
import Testing

@testable import ExploreApp
@testable import Terminal

@Suite struct FirstRunTests {
    private func firstRun(
        _ folder: TemporaryFolder, db: String? = nil,
        writeSample: @escaping @Sendable (SampleRequest, ProgressReporter) async throws -> Void
    ) -> FirstRun {
        let locations = FileLocations.resolve(
            db: db, local: nil, environment: ["HOME": folder.url.path, "XDG_DATA_HOME": folder.url.path + "/xdg"])
        return FirstRun(locations: locations, writeSample: writeSample, logger: Logger(label: "test"))
    }

    @Test func aMissingDefaultSnapshotIsWrittenFromTheBuiltInSampleWithoutReplacingOne() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let requests = Mutex<[SampleRequest]>([])
        let run = firstRun(folder) { request, _ in
            requests.withLock { $0.append(request) }
            try Data("sample".utf8).write(to: request.destination)
        }

        try await run.ensureSnapshot()

        #expect(folder.contents() == ["xdg", "xdg/explore", "xdg/explore/directory.db"])
        let request = try #require(requests.withLock { $0.first })
        #expect(request == SampleRequest.firstRun(at: request.destination))
        #expect(request.destination.lastPathComponent == "directory.db")
        #expect(!request.replacesExisting)
    }

    @Test func anExistingSnapshotIsLeftAlone() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let snapshot = folder.url.appendingPathComponent("mine.db")
        try Data("mine".utf8).write(to: snapshot)
        let run = firstRun(folder, db: snapshot.path) { _, _ in Issue.record("the sample must not be written") }

        try await run.ensureSnapshot()

        #expect(try Data(contentsOf: snapshot) == Data("mine".utf8))
    }

    @Test func aMissingExplicitSnapshotIsAnErrorAndNothingIsCreated() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.url.appendingPathComponent("nope/missing.db").path
        let run = firstRun(folder, db: missing) { _, _ in Issue.record("the sample must not be written") }

        await #expect(throws: DirectoryError.missing(missing)) { try await run.ensureSnapshot() }

        #expect(folder.contents().isEmpty)
    }

    @Test func aFailedSampleLeavesNoFileAndNoFolderBehind() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = firstRun(folder) { request, _ in
            throw AppError.cannotWrite(request.destination.path, reason: "disk full")
        }

        await #expect(throws: AppError.self) { try await run.ensureSnapshot() }

        #expect(folder.contents().isEmpty)
    }

    @Test func theLocalStoreFolderIsCreatedOnlyForTheDefaultStore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let explicit = FirstRun(
            locations: FileLocations.resolve(
                db: nil, local: folder.url.appendingPathComponent("a/local.db").path,
                environment: ["XDG_DATA_HOME": folder.url.path + "/xdg"]),
            writeSample: { _, _ in }, logger: Logger(label: "test"))
        try explicit.prepareLocalStoreFolder()
        #expect(folder.contents().isEmpty)

        try firstRun(folder) { _, _ in }.prepareLocalStoreFolder()
        #expect(folder.contents() == ["xdg", "xdg/explore"])
    }
}
