// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import TestSupport
    import Testing

    /// Addresses whose port no connection can be made to, given on the command line or sent by a server: `explore`
    /// says so in one sentence and ends as it always does. Before ``RemoteAddress``, NIO stopped the program
    /// (SIGILL, "Not enough bits to represent the passed value"), and a remembered sync source did it again on every
    /// later `explore sync`.
    @Suite("explore refuses ports out of range", .serialized)
    struct OutOfRangePortTests {
        /// Out of range, zero, one past the last, and too large for an `Int` (which `URL` reads as no port at all).
        static let badPorts = ["99999", "0", "65536", "99999999999999999999999"]

        /// `http://127.0.0.1:PORT/redirectto/TARGET/rest`: the loopback server answers 302 with `Location: TARGET`.
        static func redirect(_ server: LoopbackSnapshotServer, to target: String, rest: String = "m.json") -> String {
            let segment = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? target
            return "http://127.0.0.1:\(server.port)/redirectto/\(segment)/\(rest)"
        }

        static func refusal(_ port: String) -> String {
            "its port \(port.count > 20 ? port.prefix(20) + "…" : port) is not a number from 1 to 65535."
        }

        @Test(arguments: badPorts)
        func syncFromAnAddressWithAPortOutOfRangeIsAUsageError(_ port: String) async throws {
            let explore = ExploreProcess(home: try TemporaryFolder())
            defer { explore.home.remove() }

            let run = try await explore.run(["sync", "--from", "http://127.0.0.1:\(port)/m.json"])

            #expect(run.status == 2, "\(run.standardError)")
            #expect(run.errorLines.count == 1)
            #expect(run.standardError.contains(Self.refusal(port)), "\(run.standardError)")
        }

        @Test(arguments: badPorts)
        func aSyncRedirectedToAPortOutOfRangeFailsInOneSentenceAndIsNotRemembered(_ port: String) async throws {
            let explore = ExploreProcess(home: try TemporaryFolder())
            defer { explore.home.remove() }
            let server = try LoopbackSnapshotServer(serving: explore.home.url)
            // A chain: the second hop is the bad one.
            let source = Self.redirect(server, to: Self.redirect(server, to: "http://127.0.0.1:\(port)/x"))

            let run = try await explore.run(["sync", "--from", source])

            #expect(run.status == 1, "\(run.standardError)")
            // The note on plain http:// comes first; then the failure, on one line.
            #expect(run.errorLines.filter { $0.hasPrefix("explore: error: ") }.count == 1)
            #expect(run.standardError.contains("to http://127.0.0.1:\(port)/x was not followed"))
            #expect(run.standardError.contains(Self.refusal(port)), "\(run.standardError)")
            // A source that gave no manifest is not the one to try again: the next sync asks for one.
            let next = try await explore.run(["sync"])
            #expect(next.status == 1)
            #expect(
                next.standardError
                    == "explore: error: No sync source is set yet: give --from with the manifest's address or file.\n")
        }

        @Test(arguments: badPorts)
        func aLiveOfferEndpointThatRedirectsToAPortOutOfRangeLeavesTheSnapshotsOffer(_ port: String) async throws {
            let explore = ExploreProcess(home: try TemporaryFolder())
            defer { explore.home.remove() }
            let server = try LoopbackSnapshotServer(serving: explore.home.url)
            let id = try await Self.merchantWithCTX(explore)
            let base = Self.redirect(server, to: "http://127.0.0.1:\(port)/x", rest: "api")

            let run = try await explore.run(["--ctx-url", base, "show", id, "--format", "json"])

            #expect(run.status == 0, "\(run.standardError)")
            let detail = try #require(
                try JSONSerialization.jsonObject(with: run.outputBytes) as? [String: Any])
            let offers = try #require(detail["offers"] as? [[String: Any]])
            let ctx = try #require(offers.first { $0["provider"] as? String == "CTX" })
            #expect(ctx["source"] as? String != "live", "\(offers)")
        }

        @Test(arguments: badPorts)
        func aLiveOfferEndpointWithAPortOutOfRangeIsAUsageError(_ port: String) async throws {
            let explore = ExploreProcess(home: try TemporaryFolder())
            defer { explore.home.remove() }

            let run = try await explore.run(["--ctx-url", "http://127.0.0.1:\(port)/api", "search", "a"])

            #expect(run.status == 2, "\(run.standardError)")
            #expect(run.standardError.contains(Self.refusal(port)), "\(run.standardError)")
        }

        /// The id of a merchant the built-in sample lists a CTX offer for (the first run writes the sample).
        static func merchantWithCTX(_ explore: ExploreProcess) async throws -> String {
            let run = try await explore.run(["search", "--method", "ctx", "--limit", "1", "--format", "json"])
            let page = try #require(try JSONSerialization.jsonObject(with: run.outputBytes) as? [String: Any])
            let items = try #require(page["items"] as? [[String: Any]])
            return try #require(items.first?["merchantId"] as? String)
        }
    }
#endif
