// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Domain
    import Foundation
    import Testing

    @testable import DataLayer

    /// Redirects to addresses no connection can be made to, from the loopback server
    /// (Tests/Support/snapshot_server.py's `/redirectto/`): each is one error naming the address, and the program goes
    /// on. Before ``CheckedRedirects``, AsyncHTTPClient followed them and NIO stopped the process ("Not enough bits to
    /// represent the passed value"), so each of these tests then ended the whole test run.
    @Suite struct CheckedRedirectsTests {
        /// Ports a server may write in a `Location`: out of range, zero, one past the last, and too large for an `Int`
        /// (which `URL` reads as no port at all, so a client would go to port 80).
        static let badPorts = ["99999", "0", "65536", "99999999999999999999999"]

        /// `http://127.0.0.1:PORT/redirectto/TARGET/rest`: the server answers 302 with `Location: TARGET`.
        private static func redirect(_ server: SnapshotServer, to target: String, rest: String = "m.json") -> URL {
            let segment = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? target
            return URL(string: "http://127.0.0.1:\(server.port)/redirectto/\(segment)/\(rest)")!
        }

        @Test(arguments: badPorts)
        func aManifestRedirectedToAPortOutOfRangeIsRefusedBeforeAnyConnection(port: String) async throws {
            let scene = try SyncScene()
            defer { scene.remove() }
            let server = try await SnapshotServer.shared()
            let target = "http://127.0.0.1:\(port)/x"
            let url = Self.redirect(server, to: target)

            await #expect(
                throws: SyncError.refusedAddress(
                    RefusedAddress(address: target, problem: .port(port), redirectedFrom: url.absoluteString))
            ) {
                try await scene.publisher().manifest(at: url)
            }
        }

        @Test func theSecondHopOfARedirectChainIsCheckedToo() async throws {
            let scene = try SyncScene()
            defer { scene.remove() }
            let server = try await SnapshotServer.shared()
            let bad = "http://127.0.0.1:99999/x"
            let second = Self.redirect(server, to: bad)
            let first = Self.redirect(server, to: second.absoluteString)

            await #expect(
                throws: SyncError.refusedAddress(
                    RefusedAddress(address: bad, problem: .port("99999"), redirectedFrom: second.absoluteString))
            ) {
                try await scene.publisher().manifest(at: first)
            }
        }

        @Test func aLocationWithoutSchemeIsReadAgainstTheServerAndChecked() async throws {
            let scene = try SyncScene()
            defer { scene.remove() }
            let server = try await SnapshotServer.shared()
            let url = Self.redirect(server, to: "//127.0.0.1:70000/x")

            await #expect(
                throws: SyncError.refusedAddress(
                    RefusedAddress(
                        address: "http://127.0.0.1:70000/x", problem: .port("70000"),
                        redirectedFrom: url.absoluteString))
            ) {
                try await scene.publisher().manifest(at: url)
            }
        }

        @Test func aRedirectToAGoodAddressIsFollowed() async throws {
            let scene = try SyncScene()
            defer { scene.remove() }
            let server = try await SnapshotServer.shared()
            let good = server.url("ok", scene.manifestFile)

            let manifest = try await scene.publisher().manifest(
                at: Self.redirect(server, to: Self.redirect(server, to: good.absoluteString).absoluteString))

            #expect(manifest == scene.manifest)
        }

        @Test(arguments: badPorts)
        func aLiveOfferRedirectedToAPortOutOfRangeIsAnErrorOfItsOwn(port: String) async throws {
            let server = try await SnapshotServer.shared()
            let target = "http://127.0.0.1:\(port)/x"
            let base = Self.redirect(server, to: target, rest: "api")
            let source = HTTPLiveInfoSource(endpoints: [.ctx: base], timeout: .seconds(30))

            await #expect(
                throws: LiveInfoError.refusedAddress(
                    RefusedAddress(
                        address: target, problem: .port(port),
                        redirectedFrom: HTTPLiveInfoSource.merchantURL(base: base, id: MerchantID("m-1")).absoluteString
                    )
                )
            ) {
                try await source.liveInfo(for: MerchantID("m-1"), from: .ctx)
            }
        }

        @Test func aLiveOfferEndpointWithAPortOutOfRangeIsRefusedBeforeAnyConnection() async throws {
            let base = URL(string: "http://127.0.0.1:99999/api")!
            let source = HTTPLiveInfoSource(endpoints: [.ctx: base], timeout: .seconds(30))

            await #expect(
                throws: LiveInfoError.refusedAddress(
                    RefusedAddress(address: "http://127.0.0.1:99999/api/merchants/m-1", problem: .port("99999")))
            ) {
                try await source.liveInfo(for: MerchantID("m-1"), from: .ctx)
            }
        }
    }
#endif
