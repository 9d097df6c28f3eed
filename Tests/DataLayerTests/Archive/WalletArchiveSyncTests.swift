import Domain
import Foundation
import TestSupport
import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// `explore sync` from a URL that names a wallet archive, over real loopback HTTP: the archive's end says its version,
/// so an unchanged archive is not downloaded again.
@Suite struct WalletArchiveSyncTests {
    static let oldVersion = SnapshotVersion(timestamp: 1_700_000_000_000)
    static let newVersion = SnapshotVersion(timestamp: 1_710_000_000_000)

    /// A snapshot in use at `app/directory.db` and a newer one published as `pub/explore.zip`.
    struct Scene {
        let folder: SyncTestFolder
        let current: URL
        let archive: URL

        init() throws {
            folder = try SyncTestFolder()
            current = try folder.file("app/directory.db")
            archive = try folder.file("pub/explore.zip")
            try SampleDirectoryGenerator(merchantCount: 5, version: oldVersion).write(to: current.path)
            let published = try folder.file("pub/explore.db")
            try SampleDirectoryGenerator(merchantCount: 30, seed: 9, version: newVersion).write(to: published.path)
            try WalletArchiveWriter().write(describing: published, to: archive)
        }

        func sync() throws -> SyncDirectory {
            SyncDirectory(
                directory: try SnapshotDirectory.reading(current.path),
                publisher: URLSnapshotPublisher(
                    snapshot: current, sizeLimit: URLSnapshotPublisher.defaultSizeLimit,
                    limits: TransferLimits(idleTimeout: .seconds(5), timeout: .seconds(30)), writer: .system),
                store: InMemoryLocalStore())
        }

        var requests: String {
            (try? String(contentsOf: archive.appendingPathExtension("requests"), encoding: .utf8)) ?? ""
        }
    }

    #if Network
        @Test func anArchiveIsDownloadedOnceAndThenOnlyItsEndIsAskedFor() async throws {
            let scene = try Scene()
            defer { scene.folder.remove() }
            let server = try await SnapshotServer.shared()
            let url = server.url("counted", scene.archive)

            #expect(try await scene.sync()(from: url) == .updated(Self.newVersion))
            #expect(try await scene.sync()(from: url) == .upToDate(Self.newVersion))

            let tail = "GET bytes=-\(ArchiveTail.maximumLength)\n"
            #expect(scene.requests == tail + "GET\n" + tail)
            #expect(SnapshotReplacement.recordedVersion(of: scene.current) == Self.newVersion)
            #expect(scene.folder.names(in: "app") == ["directory.db"])
        }
    #endif

    #if Network
        @Test func aServerThatIgnoresRangesIsReadThroughButNothingIsInstalledTwice() async throws {
            let scene = try Scene()
            defer { scene.folder.remove() }
            let server = try await SnapshotServer.shared()
            let url = server.url("norange", scene.archive)

            #expect(try await scene.sync()(from: url) == .updated(Self.newVersion))
            #expect(try await scene.sync()(from: url) == .upToDate(Self.newVersion))
            #expect(scene.folder.names(in: "app") == ["directory.db"])
        }
    #endif

    @Test func aFileArchiveSyncsToo() async throws {
        let scene = try Scene()
        defer { scene.folder.remove() }

        #expect(try await scene.sync()(from: scene.archive) == .updated(Self.newVersion))
        #expect(try await scene.sync()(from: scene.archive) == .upToDate(Self.newVersion))
    }

    @Test func anArchiveWithAWrongPasswordChangesNothing() async throws {
        let scene = try Scene()
        defer { scene.folder.remove() }
        try FileManager.default.removeItem(at: scene.archive)
        try await ArchiveTool.write(
            scene.archive, comment: "\(Self.newVersion)#wrong", password: "right",
            entries: [("explore.db", scene.folder.url.appendingPathComponent("pub/explore.db").path)])
        let before = try Data(contentsOf: scene.current)

        await #expect(throws: SyncError.archive(.wrongPassword)) {
            try await scene.sync()(from: scene.archive)
        }

        #expect(try Data(contentsOf: scene.current) == before)
        #expect(scene.folder.names(in: "app") == ["directory.db"])
    }
}
