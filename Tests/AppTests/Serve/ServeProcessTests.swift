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

    /// `explore serve` as a user runs it: the built program in a temporary home, stopped by signals, serving a file that
    /// `explore generate --force` replaces underneath it.
    @Suite(.serialized) struct ServeProcessTests {
        /// A running `explore serve`, with the address it printed.
        final class Serving: @unchecked Sendable {
            let process = Process()
            let port: Int
            let line: String
            private let output = Pipe()

            /// Starts `explore ARGUMENTS serve --port 0 OPTIONS` and reads the line saying where it listens, on a thread
            /// of its own (on two cores a blocking read would hold half of the concurrency pool).
            /// Standard error goes to `errors` when given.
            static func start(
                _ home: ExploreProcess, _ arguments: [String], serving options: [String] = [], errors: URL? = nil
            ) async throws -> Serving {
                try await onOwnThread { try Serving(home, arguments, serving: options, errors: errors) }
            }

            private init(_ home: ExploreProcess, _ arguments: [String], serving options: [String], errors: URL?) throws
            {
                try #require(FileManager.default.isExecutableFile(atPath: ExploreProcess.executable.path))
                process.executableURL = ExploreProcess.executable
                process.arguments = arguments + ["serve", "--port", "0"] + options
                var environment = ProcessInfo.processInfo.environment
                environment["HOME"] = home.home.url.path
                environment["XDG_DATA_HOME"] = home.home.url.appendingPathComponent("data").path
                process.environment = environment
                process.standardOutput = output
                if let errors {
                    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
                    process.standardError = try FileHandle(forWritingTo: errors)
                } else {
                    process.standardError = FileHandle.nullDevice
                }
                try process.run()
                var bytes = Data()
                while !bytes.contains(UInt8(ascii: "\n")) {
                    let chunk = output.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    bytes += chunk
                }
                line = String(decoding: bytes, as: UTF8.self)
                let portText = line.split(separator: ":").last?.prefix { $0.isNumber } ?? ""
                port = try #require(Int(portText), "explore serve printed \(line.debugDescription)")
            }

            deinit {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }

            /// Sends `signal` and waits, on a thread of its own, for the program to end; returns its status.
            @discardableResult func stop(with signal: Int32) async throws -> Int32 {
                kill(process.processIdentifier, signal)
                await ChildProcess.waitUntilExit(process)
                return process.terminationStatus
            }
        }

        @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
        func aSignalStopsTheServerGracefullyWithTheSignalsStatus(_ signal: Int32) async throws {
            let home = ExploreProcess(home: try TemporaryFolder())
            defer { home.home.remove() }
            let serving = try await Serving.start(home, [])
            #expect(serving.line == "Serving the directory at http://127.0.0.1:\(serving.port)/; Ctrl-C stops.\n")
            #expect(try await ServeLimitsTests.get("/", port: serving.port).hasPrefix("HTTP/1.1 200 OK"))
            let status = try await serving.stop(with: signal)
            #expect(serving.process.terminationReason == .exit)
            #expect(status == 128 + signal)
        }

        @Test func aPortAnotherProgramHoldsIsSaidInOneSentenceThatNamesItAndTheOption() async throws {
            let home = ExploreProcess(home: try TemporaryFolder())
            defer { home.home.remove() }
            let first = try await Serving.start(home, [])
            let second = try await home.run(["serve", "--port", "\(first.port)"])
            #expect(second.status == 1)
            #expect(
                second.errorLines == [
                    "explore: error: Another program is listening on 127.0.0.1:\(first.port): stop it, or choose "
                        + "another port with --port."
                ])
            // A host no resolver knows is said too, never in the socket library's words.
            let unknown = try await home.run(["serve", "--port", "0", "--host", "no-such-host.invalid"])
            #expect(unknown.status == 1)
            #expect(unknown.standardError.contains("--host") && !unknown.standardError.contains("SocketAddressError"))
            try await first.stop(with: SIGTERM)
        }

        @Test func listeningOnEveryAddressIsSaid() async throws {
            let home = ExploreProcess(home: try TemporaryFolder())
            defer { home.home.remove() }
            let everywhere = try await Serving.start(home, [], serving: ["--host", "0.0.0.0"])
            #expect(
                everywhere.line
                    == "Serving the directory at http://0.0.0.0:\(everywhere.port)/ (every address of this machine); Ctrl-C stops.\n"
            )
            #expect(try await everywhere.stop(with: SIGTERM) == 128 + SIGTERM)
            let run = try await home.run(["serve", "--port", "70000"])
            #expect(run.status == 2)
            #expect(run.standardError.contains("--port takes 0 to 65535, not 70000."))
        }

        @Test func aLiveOfferEndpointThatRedirectsToAPortOutOfRangeLeavesTheMerchantPageServed() async throws {
            let home = ExploreProcess(home: try TemporaryFolder())
            defer { home.home.remove() }
            let api = try LoopbackSnapshotServer(serving: home.home.url)
            let id = try await OutOfRangePortTests.merchantWithCTX(home)
            // The second hop is the bad one.
            let bad = OutOfRangePortTests.redirect(api, to: "http://127.0.0.1:99999/x")
            let serving = try await Serving.start(
                home, ["--ctx-url", OutOfRangePortTests.redirect(api, to: bad, rest: "api")])

            let page = try await ServeLimitsTests.get("/merchants/\(id)", port: serving.port)

            #expect(page.hasPrefix("HTTP/1.1 200 OK"), "\(page.prefix(200))")
            #expect(serving.process.isRunning)
            #expect(try await serving.stop(with: SIGTERM) == 128 + SIGTERM)
        }

        /// A provider that fails leaves the page served with the snapshot's offer, and the log says so in one line.
        @Test func aLiveOfferThatFailsIsLoggedInOneLineAndThePageShowsTheSnapshots() async throws {
            let home = ExploreProcess(home: try TemporaryFolder())
            defer { home.home.remove() }
            let api = try LoopbackSnapshotServer(serving: home.home.url)
            let id = try await OutOfRangePortTests.merchantWithCTX(home)
            let errors = home.home.url.appendingPathComponent("serve.log")
            let serving = try await Serving.start(
                home, ["--ctx-url", api.url("500", folder: "api", file: ""), "--log-level", "notice"], errors: errors)

            let page = try await ServeLimitsTests.get("/merchants/\(id)", port: serving.port)
            #expect(page.hasPrefix("HTTP/1.1 200 OK"), "\(page.prefix(200))")
            #expect(page.contains("CTX did not answer; the offer shown is the directory&#39;s."))
            #expect(try await serving.stop(with: SIGTERM) == 128 + SIGTERM)

            let log = try String(contentsOf: errors, encoding: .utf8)
            let fallbacks = log.split(separator: "\n").filter {
                $0.contains("Live info unavailable; using the snapshot")
            }
            #expect(fallbacks.count == 1, "\(log)")
            #expect(fallbacks.first?.contains("provider=CTX") == true && fallbacks.first?.contains("HTTP 500") == true)
        }

        /// N in the page's "Showing 50 of N merchants".
        static func total(in page: Substring) -> Int {
            guard let range = page.range(of: "Showing 50 of ") else { return 0 }
            return Int(page[range.upperBound...].prefix { $0.isNumber }) ?? 0
        }

        @Test func aSnapshotReplacedWhileServingIsServedFromTheNextRequestAndNoPageMixesTwo() async throws {
            let home = ExploreProcess(home: try TemporaryFolder())
            defer { home.home.remove() }
            let file = home.home.url.appendingPathComponent("served.db").path
            let small = home.home.url.appendingPathComponent("small.db").path
            let generated = [
                try await home.run(["generate", "--merchants", "120", "--seed", "7", "--out", file]).status,
                try await home.run(["generate", "--merchants", "60", "--seed", "8", "--out", small]).status,
            ]
            #expect(generated == [0, 0])
            let serving = try await Serving.start(home, ["--db", file])
            let port = serving.port
            let body: @Sendable (String) -> Substring = {
                $0[($0.range(of: "\r\n\r\n")?.upperBound ?? $0.startIndex)...]
            }
            let old = body(try await ServeLimitsTests.get("/", port: port))
            #expect(old.contains("Showing 50 of "))

            // Replaced by a rename, as sync and import replace it, while requests keep coming.
            let pages = Task {
                var pages: [Substring] = []
                for _ in 0..<40 { pages.append(body(try await ServeLimitsTests.get("/", port: port))) }
                return pages
            }
            try await Task.sleep(for: .milliseconds(50))
            #expect(rename(small, file) == 0)
            let during = try await pages.value
            let new = body(try await ServeLimitsTests.get("/", port: port))
            // The new file lists fewer merchants (60 generated, fewer shown without the PiggyCards trait).
            #expect(Self.total(in: new) < Self.total(in: old))
            // Each page is one snapshot's, whole: the same bytes as the old file's page or the new one's.
            for page in during { #expect(page == old || page == new) }
            #expect(during.last == new)
            try await serving.stop(with: SIGTERM)
        }
    }
#endif
