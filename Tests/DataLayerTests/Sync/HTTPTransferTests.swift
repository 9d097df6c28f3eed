import Domain
import Foundation
import Testing

@testable import DataLayer

/// Syncs over real HTTP from the loopback server, which misbehaves on request (Tests/Support/snapshot_server.py).
@Suite struct HTTPTransferTests {
    /// A scene whose `pub/` folder the loopback server publishes.
    private func served() async throws -> (SyncScene, SnapshotServer) {
        let scene = try SyncScene()
        return (scene, try await SnapshotServer.shared())
    }

    @Test func installsASnapshotServedOverHTTP() async throws {
        let (scene, server) = try await served()
        defer { scene.remove() }
        let publisher = scene.publisher()
        let log = ProgressLog()
        let url = server.url("ok", scene.manifestFile)

        let manifest = try await publisher.manifest(at: url)
        try await publisher.install(manifest, from: url, progress: log.record)

        #expect(manifest == scene.manifest)
        #expect(try SnapshotFixture.merchantNames(in: scene.current) == SyncScene.publishedNames)
        #expect(scene.folder.names(in: "app") == ["directory.db"])
        let completed = log.all.map(\.completedBytes)
        #expect(completed == completed.sorted())
        #expect(log.all.last == TransferProgress(completedBytes: manifest.size, totalBytes: manifest.size))
    }

    @Test(arguments: [404, 500])
    func reportsTheStatusOfAManifestTheServerWillNotGive(status: Int) async throws {
        let (scene, server) = try await served()
        defer { scene.remove() }
        let url = server.url("\(status)", scene.manifestFile)

        await #expect(throws: SyncError.httpStatus(status, url: url.absoluteString)) {
            try await scene.publisher().manifest(at: url)
        }
    }

    @Test func refusesAManifestThatIsAnHTMLPage() async throws {
        let (scene, server) = try await served()
        defer { scene.remove() }

        await #expect(throws: SyncError.badManifest("it is not JSON")) {
            try await scene.publisher().manifest(at: server.url("notjson", scene.manifestFile))
        }
    }

    @Test func reportsASnapshotFileThatIsGone() async throws {
        let (scene, server) = try await served()
        defer { scene.remove() }
        let url = server.url("missing", scene.manifestFile)

        await #expect(throws: SyncError.httpStatus(404, url: server.url("missing", scene.published).absoluteString)) {
            try await scene.publisher().install(scene.manifest, from: url, progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func keepsTheSnapshotWhenTheServerHangsUpHalfWay() async throws {
        let (scene, server) = try await served()
        defer { scene.remove() }
        let size = scene.manifest.size

        await #expect(throws: SyncError.truncated(received: size / 2, expected: size)) {
            try await scene.publisher().install(
                scene.manifest, from: server.url("truncate", scene.manifestFile), progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func givesUpOnAServerThatStallsHalfWay() async throws {
        let (scene, server) = try await served()
        defer { scene.remove() }
        let size = scene.manifest.size
        let clock = ContinuousClock()
        let start = clock.now

        await #expect(throws: SyncError.truncated(received: size / 2, expected: size)) {
            try await scene.publisher(idleTimeout: .seconds(1)).install(
                scene.manifest, from: server.url("stall", scene.manifestFile), progress: { _ in })
        }
        #expect(clock.now - start < .seconds(10))
        #expect(scene.currentIsUntouched)
    }

    @Test func stopsAnAnswerLongerThanTheManifestSays() async throws {
        let (scene, server) = try await served()
        defer { scene.remove() }

        await #expect(throws: SyncError.tooLarge(limit: scene.manifest.size)) {
            try await scene.publisher().install(
                scene.manifest, from: server.url("oversize", scene.manifestFile), progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }

    @Test func reportsAServerThatIsNotThere() async throws {
        let scene = try SyncScene()
        defer { scene.remove() }
        let server = try await SnapshotServer.start()
        await server.stopAndWait()
        let url = server.url("ok", scene.manifestFile)

        await #expect(throws: SyncError.unreachable("127.0.0.1:\(server.port) refused the connection")) {
            try await scene.publisher().manifest(at: url)
        }
        await #expect(throws: SyncError.unreachable("127.0.0.1:\(server.port) refused the connection")) {
            try await scene.publisher().install(scene.manifest, from: url, progress: { _ in })
        }
        #expect(scene.currentIsUntouched)
    }
}
