// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Domain
    import Foundation
    import TestSupport
    import Testing

    @testable import DataLayer

    /// Asks the loopback server (Tests/Support/snapshot_server.py), which answers from `merchants/<id>` files.
    @Suite struct HTTPLiveInfoSourceTests {
        private static let answer = """
            {"id": "m-books", "enabled": true, "savingsPercentage": "6.5", "denominationsType": "min-max",
             "minimumCardPurchase": 5, "maximumCardPurchase": 500}
            """

        /// A server with one good record (m-books) and one broken one (m-broken).
        private func serve() async throws -> (SyncTestFolder, SnapshotServer) {
            let folder = try SyncTestFolder()
            try Data(Self.answer.utf8).write(to: try folder.file("merchants/m-books"))
            try Data("{\"id\": \"m-broken\", \"enab".utf8).write(to: try folder.file("merchants/m-broken"))
            return (folder, try await SnapshotServer.shared())
        }

        private func source(_ base: URL, timeout: Duration = .seconds(5)) -> HTTPLiveInfoSource {
            HTTPLiveInfoSource(endpoints: [.ctx: base], timeout: timeout)
        }

        @Test func readsAGoodAnswer() async throws {
            let (folder, server) = try await serve()
            defer { folder.remove() }

            let info = try await source(server.url("ok", folder.url)).liveInfo(for: MerchantID("m-books"), from: .ctx)

            #expect(
                info
                    == LiveProviderInfo(
                        provider: .ctx, isEnabled: true, discount: Discount(basisPoints: 650),
                        denominations: .range(min: 5, max: 500)))
        }

        /// A server that answers at once (or a fifth of a second later) and closes each connection after its answer,
        /// though HTTP/1.1 lets the client keep it: the client's pool may hand out a connection whose close it has not
        /// read yet. Every answer within the deadline is used, twenty times in a row and twenty times five at once.
        @Test(arguments: ["closing", "closinglate"])
        func everyAnswerWithinTheDeadlineIsUsedWhenTheServerClosesKeptAliveConnections(mode: String) async throws {
            let (folder, server) = try await serve()
            defer { folder.remove() }
            let source = source(server.url(mode, folder.url))
            let ask = { @Sendable () async -> String? in
                do throws(LiveInfoError) {
                    let info = try await source.liveInfo(for: MerchantID("m-books"), from: .ctx)
                    return info?.discount == Discount(basisPoints: 650) ? nil : "answered \(String(describing: info))"
                } catch {
                    return "\(error)"
                }
            }
            for turn in 1...20 {
                let failure = await ask()
                #expect(failure == nil, "\(mode), ask \(turn) of 20: \(failure ?? "")")
            }
            for round in 1...4 {
                let failures = await withTaskGroup(of: String?.self) { group in
                    for _ in 1...5 { group.addTask { await ask() } }
                    return await group.reduce(into: [String]()) { if let failure = $1 { $0.append(failure) } }
                }
                #expect(failures.isEmpty, "\(mode), round \(round) of five at once: \(failures)")
            }
        }

        @Test func answersNilForAMerchantTheProviderDoesNotKnow() async throws {
            let (folder, server) = try await serve()
            defer { folder.remove() }

            #expect(
                try await source(server.url("ok", folder.url)).liveInfo(for: MerchantID("m-unknown"), from: .ctx) == nil
            )
        }

        @Test func answersNilForAProviderWithoutAnEndpoint() async throws {
            let (folder, server) = try await serve()
            defer { folder.remove() }

            #expect(
                try await source(server.url("ok", folder.url)).liveInfo(for: MerchantID("m-books"), from: .piggyCards)
                    == nil)
        }

        @Test func reportsMalformedJSON() async throws {
            let (folder, server) = try await serve()
            defer { folder.remove() }

            await #expect(throws: LiveInfoError.malformed("the answer is not a JSON object")) {
                try await source(server.url("ok", folder.url)).liveInfo(for: MerchantID("m-broken"), from: .ctx)
            }
        }

        @Test func givesUpOnASlowAnswerAtTheTimeout() async throws {
            let (folder, server) = try await serve()
            defer { folder.remove() }
            let clock = ContinuousClock()
            let start = clock.now

            await #expect(throws: LiveInfoError.timedOut) {
                try await source(server.url("slow", folder.url), timeout: .milliseconds(300))
                    .liveInfo(for: MerchantID("m-books"), from: .ctx)
            }
            // The server does answer, after two seconds: `.timedOut` can only come from our deadline. No upper bound
            // on the time taken: on a loaded machine that would be a timed test.
            #expect(clock.now - start >= .milliseconds(300))
        }

        @Test func reportsAServerError() async throws {
            let (folder, server) = try await serve()
            defer { folder.remove() }

            await #expect(throws: LiveInfoError.httpStatus(500)) {
                try await source(server.url("500", folder.url)).liveInfo(for: MerchantID("m-books"), from: .ctx)
            }
        }

        @Test func reportsAServerThatIsNotThere() async throws {
            let folder = try SyncTestFolder()
            defer { folder.remove() }
            let server = try await SnapshotServer.start()
            await server.stopAndWait()

            await #expect(throws: LiveInfoError.unreachable("127.0.0.1:\(server.port) refused the connection")) {
                try await source(server.url("ok", folder.url)).liveInfo(for: MerchantID("m-books"), from: .ctx)
            }
        }

        @Test func keepsAnyMerchantIDInOnePathSegment() {
            let base = URL(string: "https://api.example.com/v1")!
            #expect(
                HTTPLiveInfoSource.merchantURL(base: base, id: MerchantID("a/b c?d")).absoluteString
                    == "https://api.example.com/v1/merchants/a%2Fb%20c%3Fd")
        }

        @Test func theDetailKeepsTheSnapshotOfferWhenTheProviderFails() async throws {
            let (folder, server) = try await serve()
            defer { folder.remove() }
            let directory = InMemoryDirectory(merchants: Fixtures.merchants)
            let detail = GetMerchantDetail(directory: directory, liveInfo: source(server.url("500", folder.url)))

            let shown = try await detail(Fixtures.bookshop.id, near: nil)

            let ctx = try #require(shown.offers.first { $0.provider == .ctx })
            #expect(ctx.discount == Sourced(Discount(basisPoints: 600), from: .snapshot))
            #expect(ctx.source == .snapshot)
            #expect(shown.liveFailures == [.ctx: .httpStatus(500)])
        }

        @Test func theDetailShowsTheLiveOfferWhenTheProviderAnswers() async throws {
            let (folder, server) = try await serve()
            defer { folder.remove() }
            let directory = InMemoryDirectory(merchants: Fixtures.merchants)
            let detail = GetMerchantDetail(directory: directory, liveInfo: source(server.url("ok", folder.url)))

            let shown = try await detail(Fixtures.bookshop.id, near: nil)

            let ctx = try #require(shown.offers.first { $0.provider == .ctx })
            #expect(ctx.discount == Sourced(Discount(basisPoints: 650), from: .live))
            #expect(ctx.denominations == .range(min: 5, max: 500))
            // The bookshop's PiggyCards offer (there only with that trait) has no live source here: the directory's.
            let piggy = shown.offers.first { $0.provider == .piggyCards }
            #expect(piggy.map(\.source) == (GiftCardProvider.piggyCards.isEnabled ? .snapshot : nil))
            #expect(shown.liveFailures.isEmpty)
        }
    }
#endif
