// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
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

        /// The size a range answer gives is the resource's whole size: one no file can have is refused as such.
        @Test(arguments: [
            ("negrange", "the server answered a range request with a size of -5 bytes"),
            ("starrange", "the server answered a range request without the file's size"),
        ])
        func aRangeAnswerWithoutAPossibleSizeIsRefused(mode: String, reason: String) async throws {
            let (scene, server) = try await served()
            defer { scene.remove() }
            let limits = TransferLimits(idleTimeout: .seconds(30), timeout: .seconds(30))

            await #expect(throws: SyncError.unreachable(reason)) {
                try await HTTPTransfer.fetch(
                    server.url(mode, scene.published), into: MemorySink(limit: 1 << 20), limits: limits,
                    lastBytes: 10)
            }
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

            await #expect(throws: SyncError.httpStatus(404, url: server.url("missing", scene.published).absoluteString))
            {
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
                try await scene.publisher(idleTimeout: .seconds(2)).install(
                    scene.manifest, from: server.url("stall", scene.manifestFile), progress: { _ in })
            }
            // The server stays silent for 120 seconds before it hangs up, which would also end in `truncated`: only the
            // idle timeout ends it this soon, even on a machine so loaded that this task resumes tens of seconds late.
            #expect(clock.now - start < .seconds(100), "the server's silence ended the transfer, not the idle timeout")
            #expect(scene.currentIsUntouched)
        }

        @Test func aServerThatRedirectsWithoutEndIsOneSentence() async throws {
            let (scene, server) = try await served()
            defer { scene.remove() }

            // Six answers in a row, each resumed on the concurrency pool: on two cores shared with the rest of the suite
            // they can take longer than the usual 30 seconds, and this test is about the sentence, not the time limit.
            await #expect(throws: SyncError.unreachable("127.0.0.1:\(server.port) redirected more than five times")) {
                try await scene.publisher(idleTimeout: .seconds(120), timeout: .seconds(300)).manifest(
                    at: server.url("redirectloop", scene.manifestFile))
            }
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

        @Test func givesUpOnAServerThatTricklesAtTheTimeLimitAndLeavesNothing() async throws {
            let (scene, server) = try await served()
            defer { scene.remove() }

            let error = await #expect(throws: SyncError.self) {
                try await scene.publisher(idleTimeout: .seconds(10), timeout: .seconds(4)).install(
                    scene.manifest, from: server.url("trickle", scene.manifestFile), progress: { _ in })
            }

            // A byte every quarter of a second never trips the idle timeout: only the time limit ends it. The limit
            // leaves a loaded machine (a cold Python server, two cores shared by the suite) time for the first bytes.
            guard case .timedOut(let seconds, let received) = error else {
                Issue.record("expected timedOut, got \(String(describing: error))")
                return
            }
            // Only the time limit throws `timedOut` (the server trickles for 30 seconds, then ends the answer).
            #expect(seconds == 4)
            #expect((1..<scene.manifest.size).contains(received))
            #expect(scene.currentIsUntouched)
        }

        @Test func theTimeLimitHoldsForTheManifestToo() async throws {
            let (scene, server) = try await served()
            defer { scene.remove() }

            let error = await #expect(throws: SyncError.self) {
                try await scene.publisher(idleTimeout: .seconds(5), timeout: .seconds(1)).manifest(
                    at: server.url("trickleall", scene.manifestFile))
            }

            guard case .timedOut(1, _) = error else {
                Issue.record("expected timedOut, got \(String(describing: error))")
                return
            }
        }

        @Test func refusesAnEndlessBodyAsSoonAsItPassesTheManifestsSizeWithoutReadingAhead() async throws {
            let (scene, server) = try await served()
            defer { scene.remove() }
            let report = URL(fileURLWithPath: scene.published.path + ".sent")

            await #expect(throws: SyncError.tooLarge(limit: scene.manifest.size)) {
                try await scene.publisher().install(
                    scene.manifest, from: server.url("endless", scene.manifestFile), progress: { _ in })
            }
            #expect(scene.currentIsUntouched)

            // The server writes down how much it could send before the client hung up: with backpressure, no more than
            // the socket buffers hold beyond what the client read (a client that read ahead would have taken gigabytes).
            let sent = try await Self.readReport(report)
            #expect(sent < scene.manifest.size + 64 << 20, "the server sent \(sent) bytes")
        }

        @Test func aBodyLongerThanItsContentLengthIsCutAtThatLength() async throws {
            let (scene, server) = try await served()
            defer { scene.remove() }
            let size = scene.manifest.size

            await #expect(throws: SyncError.truncated(received: size / 2, expected: size)) {
                try await scene.publisher().install(
                    scene.manifest, from: server.url("overlength", scene.manifestFile), progress: { _ in })
            }
            #expect(scene.currentIsUntouched)
        }

        @Test func neverStoresOrShowsThePasswordOfAURL() async throws {
            let (scene, server) = try await served()
            defer { scene.remove() }
            let plain = server.url("404", scene.manifestFile)
            var components = URLComponents(url: plain, resolvingAgainstBaseURL: false)!
            components.user = "reader"
            components.password = "s3cret"
            let url = components.url!

            let error = await #expect(throws: SyncError.self) { try await scene.publisher().manifest(at: url) }

            #expect(
                error
                    == .httpStatus(
                        404,
                        url: plain.absoluteString.replacingOccurrences(
                            of: "http://", with: "http://reader:***@")))
            #expect(!String(describing: error).contains("s3cret"))
        }

        /// The byte count the endless server writes once the client has hung up.
        private static func readReport(_ file: URL) async throws -> Int64 {
            for _ in 0..<100 {
                if let text = try? String(contentsOf: file, encoding: .utf8), let sent = Int64(text) { return sent }
                try await Task.sleep(for: .milliseconds(100))
            }
            Issue.record("the server wrote no report")
            return 0
        }

        /// 300 MB through real HTTP: slow (a few seconds to build the file, more to check it), so run on demand with
        /// `EXPLORE_LARGE_SYNC=1 swift test --filter installsA300MegabyteSnapshotInFlatMemory`.
        @Test(.enabled(if: ProcessInfo.processInfo.environment["EXPLORE_LARGE_SYNC"] == "1"))
        func installsA300MegabyteSnapshotInFlatMemory() async throws {
            var scene = try SyncScene()
            defer { scene.remove() }
            try SnapshotFixture.pad(scene.published, megabytes: 300)
            let (size, sha256) = try SnapshotManifestWriter.digest(of: scene.published)
            try scene.republish {
                $0.size = size
                $0.sha256 = sha256
            }
            let server = try await SnapshotServer.shared()
            let before = try Self.peakResidentBytes()

            try await scene.publisher().install(
                scene.manifest, from: server.url("ok", scene.manifestFile), progress: { _ in })

            let growth = try Self.peakResidentBytes() - before
            print("Installed \(size) bytes over HTTP; the peak resident size grew by \(growth >> 20) MiB")
            #expect(growth < 64 << 20)
        }

        /// `VmHWM`: the most memory this process has held at once.
        private static func peakResidentBytes() throws -> Int64 {
            let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
            return (Int64(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        }
    }
#endif
