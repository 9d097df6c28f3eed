import Domain
import Foundation
import TestSupport
import Testing

@Suite("SyncDirectory")
struct SyncDirectoryTests {
    static let url = URL(string: "https://snapshots.example.org/explore/manifest.json")!
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let current = SnapshotVersion(timestamp: 1_690_000_000_000)
    /// The earliest version a publication may have: older than ``current``.
    static let oldest = SnapshotVersion.earliestPlausible

    static func manifest(version: Int64, schema: Int = SnapshotInfo.currentSchemaVersion) -> SnapshotManifest {
        SnapshotManifest(
            version: SnapshotVersion(timestamp: version), sha256: String(repeating: "ab", count: 32), size: 4096,
            schemaVersion: schema, file: "explore.db")
    }

    static func directory(version: SnapshotVersion?) -> InMemoryDirectory {
        InMemoryDirectory(
            merchants: Fixtures.merchants,
            info: SnapshotInfo(schemaVersion: SnapshotInfo.currentSchemaVersion, version: version, merchantRowCount: 5))
    }

    func sync(
        _ publisher: ScriptedPublisher, directory: InMemoryDirectory = directory(version: current),
        store: InMemoryLocalStore
    ) -> SyncDirectory {
        SyncDirectory(directory: directory, publisher: publisher, store: store, now: { Self.now })
    }

    @Test(
        "a snapshot no newer than the current one is not downloaded, and the skip is recorded",
        arguments: [current.timestamp, current.timestamp - 1])
    func upToDateSkipsInstall(_ published: Int64) async throws {
        let publisher = ScriptedPublisher(manifest: .success(Self.manifest(version: published)))
        let store = InMemoryLocalStore()
        let outcome = try await sync(publisher, store: store)(from: Self.url)
        #expect(outcome == .upToDate(Self.current))
        #expect(await publisher.installs.isEmpty)
        #expect(
            try await store.syncHistory(limit: 10) == [
                SyncRecord(date: Self.now, source: Self.url.absoluteString, outcome: .upToDate(Self.current))
            ])
    }

    @Test(
        "a schema this program cannot read is refused before downloading",
        arguments: [SnapshotInfo.currentSchemaVersion - 1, SnapshotInfo.currentSchemaVersion + 1])
    func wrongSchemaRefused(_ schema: Int) async throws {
        let publisher = ScriptedPublisher(
            manifest: .success(Self.manifest(version: Self.current.timestamp + 1, schema: schema)))
        let store = InMemoryLocalStore()
        await #expect(throws: SyncError.unsupportedSchema(schema)) {
            try await sync(publisher, store: store)(from: Self.url)
        }
        #expect(await publisher.installs.isEmpty)
        let history = try await store.syncHistory(limit: 10)
        #expect(history.map(\.outcome) == [.failed(.unsupportedSchema(schema))])
    }

    @Test("a newer snapshot is installed, with progress passed through, and the update recorded")
    func newerSnapshotInstalled() async throws {
        let manifest = Self.manifest(version: Self.current.timestamp + 1)
        let steps = [
            TransferProgress(completedBytes: 1024, totalBytes: 4096), .init(completedBytes: 4096, totalBytes: 4096),
        ]
        let publisher = ScriptedPublisher(manifest: .success(manifest), steps: steps)
        let store = InMemoryLocalStore()
        let reported = ProgressLog()
        let outcome = try await sync(publisher, store: store)(from: Self.url) { step in reported.append(step) }
        #expect(outcome == .updated(manifest.version))
        let installs = await publisher.installs
        #expect(installs.map(\.manifest) == [manifest])
        #expect(installs.map(\.url) == [Self.url])
        #expect(await publisher.manifestRequests == [Self.url])
        #expect(reported.steps == steps)
        #expect(
            try await store.syncHistory(limit: 10) == [
                SyncRecord(date: Self.now, source: Self.url.absoluteString, outcome: .updated(manifest.version))
            ])
    }

    @Test("a directory with no version, or none readable, takes any published snapshot")
    func unknownCurrentVersionInstalls() async throws {
        let unversioned = Self.directory(version: nil)
        let broken = Self.directory(version: Self.current)
        await broken.setFailure(.corrupt("explore.db"))
        for directory in [unversioned, broken] {
            let publisher = ScriptedPublisher(manifest: .success(Self.manifest(version: Self.oldest.timestamp)))
            let outcome = try await sync(publisher, directory: directory, store: InMemoryLocalStore())(from: Self.url)
            #expect(outcome == .updated(Self.oldest))
            #expect(await publisher.installs.count == 1)
        }
    }

    @Test(
        "a failed install is recorded in words and rethrown",
        arguments: [
            SyncError.checksumMismatch(expected: "ab", actual: "cd"), .truncated(received: 10, expected: 4096),
            .noSpace,
        ])
    func failedInstallRecordedAndRethrown(_ failure: SyncError) async throws {
        let publisher = ScriptedPublisher(
            manifest: .success(Self.manifest(version: Self.current.timestamp + 1)), installResult: .failure(failure))
        let store = InMemoryLocalStore()
        await #expect(throws: failure) {
            try await sync(publisher, store: store)(from: Self.url)
        }
        #expect(
            try await store.syncHistory(limit: 10) == [
                SyncRecord(
                    date: Self.now, source: Self.url.absoluteString,
                    outcome: .failed(failure))
            ])
    }

    @Test("a sync cancelled part-way is recorded as cancelled, not as the interrupted transfer's failure")
    func cancelledSyncRecordedAsCancelled() async throws {
        let failure = SyncError.io("the sync was cancelled")
        let publisher = ScriptedPublisher(
            manifest: .success(Self.manifest(version: Self.current.timestamp + 1)), installResult: .failure(failure))
        let store = InMemoryLocalStore()
        let sync = sync(publisher, store: store)
        let result: Result<SyncOutcome, SyncError> = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(SyncError) {
                return .success(try await sync(from: Self.url))
            } catch {
                return .failure(error)
            }
        }.value
        #expect(result == .failure(failure))
        #expect(
            try await store.syncHistory(limit: 10) == [
                SyncRecord(
                    date: Self.now, source: Self.url.absoluteString, outcome: .cancelled)
            ])
    }

    @Test("an unreadable manifest is recorded and rethrown, and nothing is downloaded")
    func manifestFailure() async throws {
        let publisher = ScriptedPublisher(manifest: .failure(.httpStatus(404, url: Self.url.absoluteString)))
        let store = InMemoryLocalStore()
        await #expect(throws: SyncError.httpStatus(404, url: Self.url.absoluteString)) {
            try await sync(publisher, store: store)(from: Self.url)
        }
        #expect(await publisher.installs.isEmpty)
        #expect(try await store.syncHistory(limit: 10).count == 1)
    }

    @Test("a good sync the history cannot record says what happened and that it was not recorded")
    func historyFailureReported() async throws {
        let publisher = ScriptedPublisher(
            manifest: .success(Self.manifest(version: Self.current.timestamp + 5)))
        let store = InMemoryLocalStore()
        await store.setFailure(.writeFailed("read-only file system"))
        let updated = SyncOutcome.updated(SnapshotVersion(timestamp: Self.current.timestamp + 5))
        await #expect(throws: SyncError.notRecorded(updated, .writeFailed("read-only file system"))) {
            try await sync(publisher, store: store)(from: Self.url)
        }
        #expect(await publisher.installed.count == 1, "the snapshot was installed all the same")
    }

    @Test("a failed sync the history cannot record reports its own failure")
    func historyFailureOfAFailedSync() async throws {
        let publisher = ScriptedPublisher(manifest: .failure(.unreachable("example.org did not answer in time")))
        let store = InMemoryLocalStore()
        await store.setFailure(.writeFailed("read-only file system"))
        await #expect(throws: SyncError.unreachable("example.org did not answer in time")) {
            try await sync(publisher, store: store)(from: Self.url)
        }
    }

    @Test(
        "a manifest whose version cannot be a publication time is refused before anything, forced or not",
        arguments: [Int64.max, 1, 1_700_000_000_000 + 2 * 86_400_000] as [Int64])
    func implausibleManifestRefused(_ version: Int64) async throws {
        for force in [false, true] {
            let publisher = ScriptedPublisher(manifest: .success(Self.manifest(version: version)))
            let store = InMemoryLocalStore()
            let expected = SyncError.implausibleVersion(SnapshotVersion(timestamp: version))
            await #expect(throws: expected) { try await sync(publisher, store: store)(from: Self.url, force: force) }
            #expect(await publisher.installs.isEmpty)
            #expect(try await store.syncHistory(limit: 10).map(\.outcome) == [.failed(expected)])
        }
    }

    @Test("a current snapshot from the future counts as unknown: any publication replaces it")
    func currentFromTheFutureIsReplaced() async throws {
        let publisher = ScriptedPublisher(manifest: .success(Self.manifest(version: Self.current.timestamp)))
        let future = Self.directory(version: SnapshotVersion(timestamp: .max))
        let outcome = try await sync(publisher, directory: future, store: InMemoryLocalStore())(from: Self.url)
        #expect(outcome == .updated(Self.current))
        #expect(await publisher.forced == [false])
    }

    @Test("a forced sync installs a snapshot no newer than the current one, and says it is forced")
    func forcedSyncInstallsAnyway() async throws {
        let older = Self.manifest(version: Self.current.timestamp - 1)
        let publisher = ScriptedPublisher(manifest: .success(older))
        let outcome = try await sync(publisher, store: InMemoryLocalStore())(from: Self.url, force: true)
        #expect(outcome == .updated(older.version))
        #expect(await publisher.forced == [true])
    }

    @Test("a snapshot another writer made newer during the download is kept, and the sync is up to date")
    func overtakenIsUpToDate() async throws {
        let newer = SnapshotVersion(timestamp: Self.current.timestamp + 10)
        let publisher = ScriptedPublisher(
            manifest: .success(Self.manifest(version: Self.current.timestamp + 1)),
            installResult: .failure(.overtaken(by: newer)))
        let store = InMemoryLocalStore()
        let outcome = try await sync(publisher, store: store)(from: Self.url)
        #expect(outcome == .upToDate(newer))
        #expect(try await store.syncHistory(limit: 10).map(\.outcome) == [.upToDate(newer)])
    }

    @Test("the history never holds the password of the URL synced from")
    func credentialsRedactedInHistory() async throws {
        let url = URL(string: "https://reader:s3cret@snapshots.example.org/explore/manifest.json")!
        let publisher = ScriptedPublisher(manifest: .failure(.badManifest("it is not JSON")))
        let store = InMemoryLocalStore()
        await #expect(throws: SyncError.self) { try await sync(publisher, store: store)(from: url) }
        #expect(
            try await store.syncHistory(limit: 10).map(\.source) == [
                "https://reader:***@snapshots.example.org/explore/manifest.json"
            ])
        #expect(await publisher.manifestRequests == [url], "the publisher still gets the credentials it needs")
    }

    @Test(
        "the source is the one set last, else the last good sync's, else none; one that gave no manifest is not kept"
    )
    func theSourceIsRemembered() async throws {
        let store = InMemoryLocalStore()
        let publisher = ScriptedPublisher(manifest: .failure(.unreachable("refused")))
        let sync = sync(publisher, store: store)
        #expect(try await sync.source() == nil)
        try await store.recordSync(
            SyncRecord(date: Self.now, source: "https://old.example.org/m.json", outcome: .upToDate(Self.current)))
        try await store.recordSync(
            SyncRecord(date: Self.now, source: "https://typo.example.org/m.json", outcome: .cancelled))
        #expect(try await sync.source() == URL(string: "https://old.example.org/m.json"), "the last that succeeded")
        let file = URL(fileURLWithPath: "/srv/explore/manifest.json")
        try await sync.rememberSource(file)
        #expect(try await sync.source() == file)
        // A mistyped or unreachable address, and the variant, a manifest of a schema this program cannot read.
        _ = try? await sync(from: Self.url)
        #expect(try await sync.source() == file, "a source that gave no manifest leaves the one set before")
        let newer = ScriptedPublisher(manifest: .success(Self.manifest(version: 1_695_000_000_000, schema: 99)))
        _ = try? await self.sync(newer, store: store)(from: Self.url)
        #expect(try await sync.source() == file, "nor does one whose manifest this program cannot read")
    }

    @Test("a source whose manifest was read is the one to try again, even when the download then fails")
    func aSourceThatAnsweredIsKept() async throws {
        let store = InMemoryLocalStore()
        let publisher = ScriptedPublisher(
            manifest: .success(Self.manifest(version: 1_695_000_000_000)),
            installResult: .failure(.timedOut(seconds: 5, received: 1)))
        _ = try? await sync(publisher, store: store)(from: Self.url)
        #expect(try await store.syncSource() == Self.url)
    }
}
