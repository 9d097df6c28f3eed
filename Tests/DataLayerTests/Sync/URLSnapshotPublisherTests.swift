import Domain
import Foundation
import GRDB
import Testing

@testable import DataLayer
@testable import SnapshotFile

/// Installs from `file://` manifests; HTTPTransferTests covers the same flow over HTTP.
@Suite struct URLSnapshotPublisherTests {
    @Test func installsTheNewerSnapshotInPlaceOfTheCurrentOne() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let publisher = scene.publisher()
        let log = ProgressLog()

        let manifest = try await publisher.manifest(at: scene.manifestURL)
        try await publisher.install(manifest, from: scene.manifestURL, progress: log.record)

        #expect(try Data(contentsOf: scene.current) == Data(contentsOf: scene.published))
        #expect(try SnapshotFixture.merchantNames(in: scene.current) == SyncScene.publishedNames)
        #expect(scene.folder.names(in: "app") == ["directory.db"])
        #expect(log.all.first == TransferProgress(completedBytes: 0, totalBytes: manifest.size))
        #expect(log.all.last == TransferProgress(completedBytes: manifest.size, totalBytes: manifest.size))
    }

    @Test func aReaderOfTheOldFileKeepsReadingItAndANewReaderSeesTheNewOne() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        var configuration = Configuration()
        configuration.readonly = true
        let oldReader = try DatabaseQueue(path: scene.current.path, configuration: configuration)
        defer { try? oldReader.close() }
        let before = try await oldReader.read { db in try String.fetchAll(db, sql: "SELECT name FROM merchant") }

        let publisher = scene.publisher()
        try await publisher.install(scene.manifest, from: scene.manifestURL, progress: { _ in })

        let after = try await oldReader.read { db in try String.fetchAll(db, sql: "SELECT name FROM merchant") }
        // A page the old connection never read, so SQLite's cache cannot answer for the file.
        let version = try await oldReader.read { db in
            try Int64.fetchOne(db, sql: "SELECT value FROM explore_metadata WHERE key = 'version'")
        }
        #expect(after == before)
        #expect(after == ["Café Ávila", "Books Online"])
        #expect(version == SyncScene.oldVersion)
        #expect(try SnapshotFixture.merchantNames(in: scene.current) == SyncScene.publishedNames)
    }

    @Test func installsTheFirstSnapshotWhenThereIsNoneYet() async throws {
        let scene = try SyncScene(writeCurrent: false)
        defer { scene.remove() }
        try FileManager.default.removeItem(at: scene.current.deletingLastPathComponent())

        try await scene.publisher().install(scene.manifest, from: scene.manifestURL, progress: { _ in })

        #expect(try SnapshotFixture.merchantNames(in: scene.current) == SyncScene.publishedNames)
    }

    @Test func removesAStagingFileThatAKilledSyncLeftBehind() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let dead = try Processes.deadPid()
        let leftover = scene.current.deletingLastPathComponent()
            .appendingPathComponent(".directory.db.staging-\(dead)-1")
        try Data("the first half of a snapshot".utf8).write(to: leftover)
        #expect(try SnapshotFixture.merchantNames(in: scene.current) == ["Café Ávila", "Books Online"])

        try await scene.publisher().install(scene.manifest, from: scene.manifestURL, progress: { _ in })

        #expect(scene.folder.names(in: "app") == ["directory.db"])
        #expect(try SnapshotFixture.merchantNames(in: scene.current) == SyncScene.publishedNames)
    }

    @Test func refusesAFileWhoseChecksumDiffers() async throws {
        var scene = try SyncScene()
        defer { scene.remove() }
        let wrong = String(repeating: "0", count: 64)
        try scene.republish { $0.sha256 = wrong }

        let error = await #expect(throws: SyncError.self) {
            try await scene.publisher().install(scene.manifest, from: scene.manifestURL, progress: { _ in })
        }

        let actual = try SnapshotManifestWriter.digest(of: scene.published).sha256
        #expect(error == .checksumMismatch(expected: wrong, actual: actual))
        #expect(scene.currentIsUntouched)
    }

    @Test func refusesAFileShorterThanItsManifestSays() async throws {
        var scene = try SyncScene()
        defer { scene.remove() }
        let size = scene.manifest.size
        try scene.republish { $0.size = size + 100 }

        await #expect(throws: SyncError.truncated(received: size, expected: size + 100)) {
            try await scene.publisher().install(scene.manifest, from: scene.manifestURL, progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func stopsReadingAFileLongerThanItsManifestSays() async throws {
        var scene = try SyncScene()
        defer { scene.remove() }
        try scene.republish { $0.size -= 1 }

        await #expect(throws: SyncError.tooLarge(limit: scene.manifest.size)) {
            try await scene.publisher().install(scene.manifest, from: scene.manifestURL, progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func refusesASnapshotOverTheSizeLimitBeforeDownloading() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let publisher = scene.publisher(sizeLimit: 1024)

        await #expect(throws: SyncError.tooLarge(limit: 1024)) {
            try await publisher.install(scene.manifest, from: scene.manifestURL, progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func refusesADamagedFileEvenWithAMatchingChecksum() async throws {
        var scene = try SyncScene()
        defer { scene.remove() }
        var bytes = try Data(contentsOf: scene.published)
        bytes.replaceSubrange(4096..<4160, with: Data(repeating: 0xA5, count: 64))
        try scene.republishFile(bytes)

        let error = await #expect(throws: SyncError.self) {
            try await scene.publisher().install(scene.manifest, from: scene.manifestURL, progress: { _ in })
        }
        guard case .invalidSnapshot = error else {
            Issue.record("expected invalidSnapshot, got \(String(describing: error))")
            return
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func refusesAForeignFile() async throws {
        var scene = try SyncScene()
        defer { scene.remove() }
        try scene.republishFile(Data("PK\u{3}\u{4} a zip archive, not a directory".utf8))

        await #expect(throws: SyncError.invalidSnapshot("it is not an SQLite database")) {
            try await scene.publisher().install(scene.manifest, from: scene.manifestURL, progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func refusesAFileOfAnotherSchemaThanItsManifestClaims() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        try SnapshotFixture.write(to: scene.published, version: SyncScene.newVersion, schemaVersion: 3)
        // The publisher's tools refuse to publish it; a hand-written manifest can still claim anything.
        let (size, sha256) = try SnapshotManifestWriter.digest(of: scene.published)
        let claimed = SnapshotManifest(
            version: SnapshotVersion(timestamp: SyncScene.newVersion), sha256: sha256, size: size, schemaVersion: 4,
            file: "directory.db")

        await #expect(throws: SyncError.unsupportedSchema(3)) {
            try await scene.publisher().install(claimed, from: scene.manifestURL, progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func refusesAManifestOfAnotherSchemaWithoutDownloading() async throws {
        var scene = try SyncScene()
        defer { scene.remove() }
        try scene.republish { $0.schemaVersion = 5 }
        try FileManager.default.removeItem(at: scene.published)

        await #expect(throws: SyncError.unsupportedSchema(5)) {
            try await scene.publisher().install(scene.manifest, from: scene.manifestURL, progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func keepsTheSnapshotWhenTheDiskIsFull() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let publisher = scene.publisher(writer: .fullDisk(after: 3000))

        await #expect(throws: SyncError.noSpace) {
            try await publisher.install(scene.manifest, from: scene.manifestURL, progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func reportsAMissingManifestAsUnreachable() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let missing = scene.manifestFile.deletingLastPathComponent().appendingPathComponent("nothing.json")

        await #expect(throws: SyncError.unreachable("\(missing.path) does not exist")) {
            try await scene.publisher().manifest(at: missing)
        }
    }

    @Test func refusesOtherKindsOfURL() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let ftp = URL(string: "ftp://example.com/manifest.json")!

        await #expect(throws: SyncError.unsupportedURL("ftp://example.com/manifest.json")) {
            try await scene.publisher().manifest(at: ftp)
        }
    }

    @Test func refusesAManifestThatIsANamedPipeWithoutWaitingForAWriter() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let pipe = scene.manifestFile.deletingLastPathComponent().appendingPathComponent("pipe.json")
        #expect(mkfifo(pipe.path, 0o644) == 0)

        await #expect(throws: SyncError.notAFile(pipe.path, kind: .fifo)) {
            try await scene.publisher().manifest(at: pipe)
        }
        await #expect(throws: SyncError.notAFile(scene.folder.url.path, kind: .folder)) {
            try await scene.publisher().manifest(at: scene.folder.url)
        }
    }

    @Test func keepsASnapshotThatAnotherWriterMadeNewerDuringTheDownload() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let newer = SyncScene.newVersion + 1
        // What a second sync would have installed while this one downloaded.
        try SnapshotFixture.write(to: scene.current, merchants: ["Newer"], version: newer)

        await #expect(throws: SyncError.overtaken(by: SnapshotVersion(timestamp: newer))) {
            try await scene.publisher().install(scene.manifest, from: scene.manifestURL, progress: { _ in })
        }
        #expect(try SnapshotFixture.merchantNames(in: scene.current) == ["Newer"])
        #expect(scene.folder.names(in: "app") == ["directory.db"])
    }

    @Test func aForcedInstallReplacesASnapshotFromTheFuture() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        try SnapshotFixture.write(to: scene.current, merchants: ["From the future"], version: Int64.max)

        try await scene.publisher().install(scene.manifest, from: scene.manifestURL, force: true, progress: { _ in })

        #expect(try SnapshotFixture.merchantNames(in: scene.current) == SyncScene.publishedNames)
    }

    @Test func anUnforcedInstallReplacesASnapshotWhoseVersionIsImplausible() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        try SnapshotFixture.write(to: scene.current, merchants: ["From the future"], version: Int64.max)

        try await scene.publisher().install(scene.manifest, from: scene.manifestURL, progress: { _ in })

        #expect(try SnapshotFixture.merchantNames(in: scene.current) == SyncScene.publishedNames)
    }

    @Test func tenInstallsAtOnceLeaveTheNewestSnapshot() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        var published: [(manifest: SnapshotManifest, url: URL)] = []
        for index in 0..<10 {
            let file = try scene.folder.file("pub\(index)/directory.db")
            let manifestFile = file.deletingLastPathComponent().appendingPathComponent("manifest.json")
            try SnapshotFixture.write(
                to: file, merchants: ["Version \(index)"], version: SyncScene.newVersion + Int64(index))
            published.append((try SnapshotManifestWriter().write(describing: file, to: manifestFile), manifestFile))
        }

        let outcomes = await withTaskGroup(of: SyncError?.self) { group in
            for (manifest, url) in published.shuffled() {
                group.addTask {
                    do throws(SyncError) {
                        try await scene.publisher().install(manifest, from: url, progress: { _ in })
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: [SyncError?]()) { $0.append($1) }
        }

        #expect(try SnapshotFixture.merchantNames(in: scene.current) == ["Version 9"])
        for outcome in outcomes {
            guard let outcome else { continue }
            guard case .overtaken(let version) = outcome else {
                Issue.record("an install failed: \(outcome)")
                continue
            }
            #expect(version.timestamp > SyncScene.newVersion)
        }
        #expect(scene.folder.names(in: "app") == ["directory.db"])
    }
}
