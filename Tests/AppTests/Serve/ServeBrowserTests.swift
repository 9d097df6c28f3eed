// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import TestSupport
    import Testing

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// A visitor in a real browser, headless Chromium driven by `Tests/Support/browser_search.mjs`: types a search without
    /// its accent, gets the results in place (the page's script, after the pause in typing), follows one, and comes back
    /// to the same search.
    @Suite struct ServeBrowserTests {
        struct Visit: Decodable {
            struct Page: Decodable {
                var url: String
                var results: [String]
            }
            struct Typed: Decodable {
                var url: String
                var results: [String]
                var stayed: Bool
            }
            struct Followed: Decodable {
                var url: String
                var heading: String
            }
            struct Back: Decodable {
                var url: String
                var field: String
                var results: [String]
            }
            var home: Page
            var typed: Typed?
            var followed: Followed
            var back: Back
        }

        static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Support/browser_search.mjs")

        @Test func aVisitorTypesASearchFollowsAResultAndComesBack() async throws {
            let home = ExploreProcess(home: try TemporaryFolder())
            defer { home.home.remove() }
            let serving = try await ServeProcessTests.Serving.start(home, [])
            let output = try await onOwnThread {
                try Self.node(Self.webSocketFlag + [Self.script.path, "http://127.0.0.1:\(serving.port)/", "cafe"])
            }
            let visit = try JSONDecoder().decode(Visit.self, from: output)
            #expect(visit.home.results.count == 50)
            let typed = try #require(visit.typed, "the results never came after typing")
            #expect(typed.url == "http://127.0.0.1:\(serving.port)/?q=cafe")
            #expect(typed.stayed, "the page was loaded again instead of answered in place")
            #expect(typed.results.first == "Café Achrafieh" && typed.results.contains("Café am See"))
            #expect(typed.results.allSatisfy { $0.localizedCaseInsensitiveContains("caf") })
            #expect(visit.followed.url.contains("/merchants/"))
            #expect(visit.followed.heading == typed.results.first)
            #expect(visit.back.url == typed.url)
            #expect(visit.back.field == "cafe")
            #expect(visit.back.results == typed.results)
            try await serving.stop(with: SIGTERM)
        }

        /// What `Tests/Support/browser_near_me.mjs` read.
        struct NearMe: Decodable {
            var shown: Bool
            var url: String
            var lead: String
        }

        /// A visitor whose browser knows where they are presses "Use my position" on the location picker and gets the
        /// list measured from there, the search they had typed kept.
        @Test func aVisitorUsesTheirPositionFromTheLocationPicker() async throws {
            let home = ExploreProcess(home: try TemporaryFolder())
            defer { home.home.remove() }
            let serving = try await ServeProcessTests.Serving.start(home, [])
            let script = Self.script.deletingLastPathComponent().appendingPathComponent("browser_near_me.mjs")
            let picker = "http://127.0.0.1:\(serving.port)/location?q=cafe"
            let output = try await onOwnThread {
                try Self.node(Self.webSocketFlag + [script.path, picker, "10.4806", "-66.9036"])
            }
            let visit = try JSONDecoder().decode(NearMe.self, from: output)
            #expect(visit.shown, "the button stayed hidden although the browser can tell the position")
            #expect(visit.url == "http://127.0.0.1:\(serving.port)/?q=cafe&near=10.4806%2C-66.9036")
            #expect(visit.lead.hasPrefix("Near 10.4806, -66.9036, within"))
            try await serving.stop(with: SIGTERM)
        }

        /// Node.js 20 and 21 have `WebSocket` behind a flag; later versions have it always (and may not know the flag).
        static let webSocketFlag: [String] =
            (try? node(["--experimental-websocket", "-e", ""])) != nil
            ? ["--experimental-websocket"] : []

        /// What `node` prints running `arguments`; fails loudly when Node.js or Chromium is missing.
        static func node(_ arguments: [String]) throws -> Data {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["node"] + arguments
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let printed = output.fileHandleForReading.readDataToEndOfFile()
            let said = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw BrowserFailure(
                    message:
                        "the browser visit failed (Scripts/install-prerequisites --test installs Node.js and Chromium): "
                        + String(decoding: said, as: UTF8.self))
            }
            return printed
        }

        struct BrowserFailure: Error, CustomStringConvertible {
            var message: String
            var description: String { message }
        }
    }
#endif
