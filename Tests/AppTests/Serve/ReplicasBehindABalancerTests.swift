// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import Synchronization
    import TestSupport
    import Testing

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Docs/Deploy.md as it is run: two `explore serve` replicas, each syncing the same published manifest, behind
    /// HAProxy with the configuration of `Deploy/haproxy.cfg`, all real processes on loopback ports.
    @Suite(.serialized, .timeLimit(.minutes(5))) struct ReplicasBehindABalancerTests {
        /// The pages visitors ask for, each a function of the snapshot.
        static let addresses = ["/", "/?q=ca", "/?tab=online", "/atms"]
        /// The snapshots' versions: 1 and 2 January 2026, which their pages name.
        static let versions: [Int64] = [1_767_225_600_000, 1_767_312_000_000]

        /// HAProxy's program, wherever Debian's package or another install put it.
        static var haproxy: String? {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
            let folders = path.split(separator: ":").map(String.init) + ["/usr/sbin", "/usr/local/sbin", "/sbin"]
            return folders.map { "\($0)/haproxy" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }

        /// `Deploy/haproxy.cfg`, listening on `port` and balancing `replicas`, without what needs root (its chroot,
        /// its user, the system log).
        static func configuration(port: Int, replicas: [Int]) throws -> String {
            let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Deploy/haproxy.cfg")
            var text = try String(contentsOf: file, encoding: .utf8)
            let changes = [
                ("    bind :80\n", "    bind 127.0.0.1:\(port)\n"),
                ("127.0.0.1:8081\n", "127.0.0.1:\(replicas[0])\n"), ("127.0.0.1:8082\n", "127.0.0.1:\(replicas[1])\n"),
                ("    log /dev/log local0\n", ""), ("    chroot /var/lib/haproxy\n", ""), ("    user haproxy\n", ""),
                ("    group haproxy\n", ""), ("    log global\n", ""), ("    option httplog\n", ""),
            ]
            for (old, new) in changes {
                try #require(text.contains(old), "Deploy/haproxy.cfg no longer has \(old.debugDescription)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            return text
        }

        /// A port of 127.0.0.1 nothing listens on now.
        static func freePort() throws -> Int {
            let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(probe) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(probe, $0, length) == 0 && getsockname(probe, $0, &length) == 0
                }
            }
            try #require(bound)
            return Int(UInt16(bigEndian: address.sin_port))
        }

        /// The body of a 200 answer to `address` on `port`, on a connection of its own; `nil` for any other answer.
        static func page(_ address: String, port: Int) async throws -> String? {
            let answer = try await ServeLimitsTests.get(address, port: port)
            guard answer.hasPrefix("HTTP/1.1 200"), let end = answer.range(of: "\r\n\r\n") else { return nil }
            return String(answer[end.upperBound...])
        }

        /// Each address's page as `ports` answer it, the same on every one of them.
        static func pages(on ports: [Int]) async throws -> [String: String] {
            var pages: [String: String] = [:]
            for address in addresses {
                var answers: [String?] = []
                for port in ports { answers.append(try await page(address, port: port)) }
                let first = try #require(answers.first ?? nil, "\(address) was not answered")
                #expect(answers.allSatisfy { $0 == first }, "\(address) differs between the replicas")
                pages[address] = first
            }
            return pages
        }

        /// One answer a visitor had: the address, the status line, the body.
        struct Visit: Sendable {
            var address: String
            var status: String
            var body: String
        }

        /// Whether the visitors are to stop, and how many answers they have had.
        final class Visitors: Sendable {
            let stop = Atomic(false)
            let count = Atomic(0)

            /// Waits until the visitors have had `more` answers than now.
            func waitFor(more: Int) async {
                let target = count.load(ordering: .relaxed) + more
                while count.load(ordering: .relaxed) < target { try? await Task.sleep(for: .milliseconds(20)) }
            }
        }

        /// A visitor asking for the pages in turn, 20 on each connection kept alive, until told to stop.
        static func visit(port: Int, first: Int, _ visitors: Visitors) throws -> [Visit] {
            var visits: [Visit] = []
            var next = first
            while !visitors.stop.load(ordering: .relaxed) {
                let connection = try RawConnection(port: port)
                for _ in 0..<20 where !visitors.stop.load(ordering: .relaxed) {
                    let address = addresses[next % addresses.count]
                    next += 1
                    connection.send("GET \(address) HTTP/1.1\r\nHost: localhost\r\n\r\n")
                    let answer = connection.receiveAnswer(timeout: .seconds(30))
                    let status = answer?.head.components(separatedBy: "\r\n").first ?? "(no answer)"
                    visits.append(Visit(address: address, status: status, body: answer?.body ?? ""))
                    visitors.count.add(1, ordering: .relaxed)
                    if answer == nil { break }
                }
                connection.close()
            }
            return visits
        }
    }

    extension ReplicasBehindABalancerTests {
        @Test func visitorsGetEveryPageWholeFromTheOldSnapshotOrTheNewWhileEveryReplicaSyncsANewOne() async throws {
            let balancer = try #require(
                Self.haproxy,
                "HAProxy is not installed: run Scripts/install-prerequisites --test, which installs what the tests use")
            let root = try TemporaryFolder()
            defer { root.remove() }
            let site = root.url.appendingPathComponent("site")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            let publisher = ExploreProcess(home: root)
            let manifest = site.appendingPathComponent("manifest.json").path
            let published = try await publisher.run([
                "generate", "--merchants", "120", "--seed", "7", "--snapshot-version", "\(Self.versions[0])",
                "--out", site.appendingPathComponent("first.db").path, "--manifest", manifest,
            ])
            #expect(published.status == 0, "\(published.standardError)")
            let server = try LoopbackSnapshotServer(serving: root.url)
            let from = server.url("ok", folder: root.url.lastPathComponent, file: "site/manifest.json")

            // Two replicas, each with its data folder, synced from the manifest before it serves.
            var homes: [ExploreProcess] = []
            var replicas: [ServeProcessTests.Serving] = []
            defer { for home in homes { home.home.remove() } }
            for _ in 0..<2 {
                let home = ExploreProcess(home: try TemporaryFolder())
                homes.append(home)
                let synced = try await home.run(["sync", "--from", from])
                #expect(synced.status == 0, "\(synced.standardError)")
                replicas.append(try await ServeProcessTests.Serving.start(home, []))
            }
            let front = try Self.freePort()
            let configuration = root.url.appendingPathComponent("haproxy.cfg")
            try Self.configuration(port: front, replicas: replicas.map(\.port)).write(
                to: configuration, atomically: true, encoding: .utf8)
            let haproxy = Process()
            haproxy.executableURL = URL(fileURLWithPath: balancer)
            haproxy.arguments = ["-db", "-f", configuration.path]
            haproxy.standardOutput = FileHandle.nullDevice
            haproxy.standardError = FileHandle.nullDevice
            try haproxy.run()
            defer {
                kill(haproxy.processIdentifier, SIGKILL)
                haproxy.waitUntilExit()
            }
            var answered = false
            for _ in 0..<300 where !answered {
                answered = (try? await Self.page("/", port: front)) != nil
                if !answered { try await Task.sleep(for: .milliseconds(100)) }
            }
            try #require(answered, "HAProxy did not answer on port \(front)")
            let old = try await Self.pages(on: replicas.map(\.port) + [front])
            #expect(old["/"]?.contains("Directory updated 1 January 2026.") == true)

            // Visitors keep asking while a new snapshot is published and each replica syncs it in turn.
            let visitors = Visitors()
            let visiting = (0..<4).map { first in
                Task { try await onOwnThread { try Self.visit(port: front, first: first, visitors) } }
            }
            await visitors.waitFor(more: 40)
            let republished = try await publisher.run([
                "generate", "--merchants", "60", "--seed", "8", "--snapshot-version", "\(Self.versions[1])",
                "--out", site.appendingPathComponent("second.db").path, "--manifest", manifest, "--force",
            ])
            #expect(republished.status == 0, "\(republished.standardError)")
            for home in homes {
                let synced = try await home.run(["sync"])
                #expect(synced.status == 0 && synced.standardOutput.hasPrefix("Updated to"), "\(synced.standardError)")
                await visitors.waitFor(more: 40)
            }
            visitors.stop.store(true, ordering: .relaxed)
            var visits: [Visit] = []
            for visitor in visiting { visits += try await visitor.value }
            let new = try await Self.pages(on: replicas.map(\.port) + [front])
            #expect(new["/"]?.contains("Directory updated 2 January 2026.") == true)

            for address in Self.addresses { #expect(old[address] != new[address], "\(address) did not change") }
            let refused = visits.filter { $0.status != "HTTP/1.1 200 OK" }
            #expect(refused.count == 0, "\(refused.count) of \(visits.count): \(refused.prefix(3).map(\.status))")
            let mixed = visits.filter { $0.body != old[$0.address] && $0.body != new[$0.address] }
            #expect(mixed.count == 0, "\(mixed.count) of \(visits.count) pages were neither snapshot's, whole")
            #expect(visits.contains { $0.body == old[$0.address] } && visits.contains { $0.body == new[$0.address] })
            for replica in replicas { #expect(try await replica.stop(with: SIGTERM) == 128 + SIGTERM) }
        }
    }
#endif
