// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Domain
    import Foundation
    import TestSupport
    import Testing

    @testable import ExploreApp
    @testable import WebServer

    /// Each limit that makes `explore serve` safe on a network, against a real socket.
    @Suite(.serialized) struct ServeLimitsTests {
        /// The site over the sample, with `change` applied to its limits, listening.
        static func listening(
            adapters: Adapters = .production, _ change: (inout WebLimits) -> Void = { _ in }
        ) async throws -> (ServedSite, LiveServer) {
            var site = try ServedSite(adapters: adapters)
            change(&site.limits)
            return (site, try await LiveServer(site.server()))
        }

        /// The answer to a GET of `target` on a connection of its own, read on a thread of its own.
        static func get(_ target: String, port: Int) async throws -> String {
            try await onOwnThread {
                let connection = try RawConnection(port: port)
                connection.send("GET \(target) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                return connection.receive(timeout: .seconds(15)).text
            }
        }

        /// The head of the answer to `request`, sent as it is, on a connection of its own.
        static func answer(to request: String, port: Int) async throws -> (text: String, closed: Bool) {
            try await onOwnThread {
                let connection = try RawConnection(port: port)
                connection.send(request)
                return connection.receive(timeout: .seconds(5), headOnly: true)
            }
        }

        @Test func aClientThatTricklesItsHeadIsDroppedAndNeverHoldsTheServer() async throws {
            let (site, server) = try await Self.listening { $0.headerTimeout = .seconds(1) }
            defer { site.folder.remove() }
            let slow = try RawConnection(port: server.port)
            let started = ContinuousClock.now
            var closed = false
            slow.send("GET / HTTP/1.1\r\nHost: localhost\r\n")
            for byte in "X-Slow: 1234567890abcdefghij\r\n" {
                guard slow.send(String(byte)) else {
                    closed = true
                    break
                }
                // Meanwhile another visitor is answered at once.
                if byte == "1" { #expect(try await Self.get("/", port: server.port).hasPrefix("HTTP/1.1 200 OK")) }
                if await onOwnThread({ slow.receive(timeout: .milliseconds(100)).closed }) {
                    closed = true
                    break
                }
            }
            let waited = ContinuousClock.now - started
            #expect(closed)
            // Dropped by the header timeout, not before; the upper bound leaves room for a machine busy with other tests.
            #expect(waited >= .milliseconds(900) && waited < .seconds(30), "dropped after \(waited)")
            await server.stop()
        }

        @Test func anIdleKeptAliveConnectionIsClosedAfterTheHeaderTimeout() async throws {
            let (site, server) = try await Self.listening { $0.headerTimeout = .seconds(1) }
            defer { site.folder.remove() }
            let answer = try await onOwnThread {
                let connection = try RawConnection(port: server.port)
                connection.send("GET /assets/serve.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
                return connection.receive(timeout: .seconds(10))
            }
            #expect(answer.text.hasPrefix("HTTP/1.1 200 OK"))
            #expect(answer.closed)
            await server.stop()
        }

        @Test func headersURLsAndBodiesPastTheLimitsAreRefused() async throws {
            let (site, server) = try await Self.listening()
            defer { site.folder.remove() }
            let long = try await Self.get("/?q=" + String(repeating: "a", count: 3000), port: server.port)
            #expect(long.hasPrefix("HTTP/1.1 414 URI Too Long"))
            let head = "GET / HTTP/1.1\r\nHost: localhost\r\n"
            let body = try await Self.answer(to: head + "Content-Length: 11\r\n\r\nhello world", port: server.port)
            #expect(body.text.hasPrefix("HTTP/1.1 413 "))
            let chunked = try await Self.answer(
                to: head + "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", port: server.port)
            #expect(chunked.text.hasPrefix("HTTP/1.1 413 "))
            let header = try await Self.answer(
                to: head + "X-Big: \(String(repeating: "b", count: 20_000))\r\n\r\n", port: server.port)
            #expect(header.text.hasPrefix("HTTP/1.1 400 Bad Request"))
            let many = try await Self.answer(
                to: head + (0..<100).map { "X-\($0): 1\r\n" }.joined() + "\r\n", port: server.port)
            #expect(many.text.hasPrefix("HTTP/1.1 400 Bad Request"))
            let post = try await Self.answer(
                to: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n", port: server.port)
            #expect(post.text.hasPrefix("HTTP/1.1 405 Method Not Allowed"))
            #expect(post.text.contains("Allow: GET, HEAD"))
            // Still serving.
            #expect(try await Self.get("/", port: server.port).hasPrefix("HTTP/1.1 200 OK"))
            await server.stop()
        }

        @Test func oneRequestMoreThanTheServerAnswersAtOnceGetsA503() async throws {
            let (site, server) = try await Self.listening(adapters: .slowDirectory(.seconds(2))) {
                $0.maximumConcurrentRequests = 1
            }
            defer { site.folder.remove() }
            let port = server.port
            let slow = Task { try await Self.get("/", port: port) }
            try await Task.sleep(for: .milliseconds(500))
            let refused = try await Self.get("/?q=x", port: port)
            #expect(refused.hasPrefix("HTTP/1.1 503 Service Unavailable"))
            #expect(refused.contains("Retry-After: 1"))
            let answered = try await slow.value
            #expect(answered.hasPrefix("HTTP/1.1 200 OK"), "\(answered.prefix(300))")
            await server.stop()
        }

        @Test func connectionsPastTheBoundWaitUntilOneCloses() async throws {
            let (site, server) = try await Self.listening { $0.maximumConnections = 1 }
            defer { site.folder.remove() }
            let port = server.port
            let first = try RawConnection(port: port)
            first.send("GET /assets/serve.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(
                await onOwnThread { first.receive(timeout: .seconds(5), headOnly: true) }.text.hasPrefix("HTTP/1.1 200")
            )
            // The kernel accepts the second connection; the server does not take it while the first is open.
            let second = try RawConnection(port: port)
            second.send("GET /assets/serve.css HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            #expect(await onOwnThread { second.receive(timeout: .seconds(1), headOnly: true) }.text.isEmpty)
            first.close()
            #expect(
                await onOwnThread { second.receive(timeout: .seconds(5), headOnly: true) }.text.hasPrefix(
                    "HTTP/1.1 200"))
            await server.stop()
        }

        @Test func aPageThatTakesLongerThanTheDeadlineIsA503() async throws {
            let (site, server) = try await Self.listening(adapters: .slowDirectory(.seconds(3))) {
                $0.requestDeadline = .milliseconds(500)
            }
            defer { site.folder.remove() }
            let started = ContinuousClock.now
            let answer = try await Self.get("/?q=cafe", port: server.port)
            #expect(answer.hasPrefix("HTTP/1.1 503 Service Unavailable"))
            #expect(answer.contains("This page took too long to make; try again."))
            #expect(ContinuousClock.now - started < .seconds(2))
            await server.stop()
        }

        @Test func aPagePastTheDeadlineStopsWorkingBeforeTheVisitorIsAnswered() async throws {
            let searches = SearchesAtWork()
            let (site, server) = try await Self.listening(adapters: .neverEndingSearches(searches)) {
                $0.requestDeadline = .milliseconds(300)
            }
            defer { site.folder.remove() }
            // A search page, and the costliest kind a visitor can ask for (Nearby by discount, far into the pages).
            for target in ["/?q=cafe", "/?near=33.5,44.5&sort=discount&page=20"] {
                let answer = try await Self.get(target, port: server.port)
                #expect(answer.hasPrefix("HTTP/1.1 503 Service Unavailable"))
                #expect(await searches.running == 0, "\(target) was still being made after its visitor's 503")
                #expect(await searches.stopped >= 1)
            }
            await server.stop()
        }
    }

    /// The searches of a directory that works until it is cancelled, under way, and those that stopped when they were.
    actor SearchesAtWork {
        private(set) var running = 0
        private(set) var stopped = 0

        func began() { running += 1 }
        func ended() {
            running -= 1
            stopped += 1
        }
    }

    extension Adapters {
        /// The production adapters, with every merchant search waiting `delay` first: a directory on a slow disk.
        static func slowDirectory(_ delay: Duration) -> Adapters {
            delayingSearches { try? await Task.sleep(for: delay) }
        }

        /// The production adapters, with every merchant search working until it is cancelled (for at most a minute),
        /// as a costly query's statement does until SQLite is interrupted; `searches` counts them.
        static func neverEndingSearches(_ searches: SearchesAtWork) -> Adapters {
            delayingSearches {
                await searches.began()
                let started = ContinuousClock.now
                while !Task.isCancelled, ContinuousClock.now - started < .seconds(60) {
                    try? await Task.sleep(for: .milliseconds(5))
                }
                await searches.ended()
            }
        }

        private static func delayingSearches(_ wait: @escaping @Sendable () async -> Void) -> Adapters {
            var adapters = Adapters.production
            let open = adapters.openDirectory
            adapters.openDirectory = { url in SlowDirectory(base: try await open(url), wait: wait) }
            return adapters
        }
    }

    /// A directory whose searches wait before they answer.
    struct SlowDirectory: MerchantDirectory {
        var base: any MerchantDirectory
        var wait: @Sendable () async -> Void

        func search(_ query: MerchantQuery) async throws(DirectoryError) -> Page<MerchantListing> {
            await wait()
            return try await base.search(query)
        }

        func merchant(id: MerchantID, near position: Coordinate?) async throws(DirectoryError) -> Merchant {
            try await base.merchant(id: id, near: position)
        }

        func territories() async throws(DirectoryError) -> [Territory] { try await base.territories() }

        func catalogSummary(territory: String?) async throws(DirectoryError) -> CatalogSummary {
            try await base.catalogSummary(territory: territory)
        }

        func catalogStream(territory: String?, batchSize: Int) -> MerchantStream {
            base.catalogStream(territory: territory, batchSize: batchSize)
        }

        func snapshotInfo() async throws(DirectoryError) -> SnapshotInfo { try await base.snapshotInfo() }
    }
#endif
