// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import Hummingbird
    import Logging
    import ServiceLifecycle
    import Synchronization
    import TestSupport

    @testable import ExploreApp
    import WebServer

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The server listening on a real socket on 127.0.0.1 (a port the kernel picks), run as `explore serve` runs it: in
    /// a service group, stopped by a graceful shutdown.
    final class LiveServer: Sendable {
        let port: Int
        private let group: ServiceGroup
        private let running: Task<Void, any Error>

        init(_ server: WebSite) async throws {
            let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
            let application = buildApplication(server, host: "127.0.0.1", port: 0) { port in continuation.yield(port) }
            let group = ServiceGroup(
                configuration: ServiceGroupConfiguration(services: [application], logger: Logger(label: "test")))
            self.group = group
            running = Task { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else { throw CocoaError(.fileReadUnknown) }
            self.port = port
        }

        func stop() async {
            await group.triggerGracefulShutdown()
            _ = await running.result
        }
    }

    /// A plain TCP connection to the server, for what an HTTP client will not send: a head a byte at a time, a body on a
    /// GET, a header too large. Used from one thread at a time.
    final class RawConnection: @unchecked Sendable {
        private let socket: Int32

        init(port: Int) throws {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else {
                Glibc.close(socket)
                throw POSIXError(.ECONNREFUSED)
            }
        }

        private var isOpen = true

        deinit { close() }

        /// Closes the connection from this side.
        func close() {
            guard isOpen else { return }
            isOpen = false
            Glibc.close(socket)
        }

        /// Sends `text`; `false` once the server has closed the connection.
        @discardableResult func send(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                == bytes.count
        }

        /// What the server sends until it closes the connection or `timeout` passes (`closed` tells which), or, with
        /// `headOnly`, until a whole response head has come.
        func receive(timeout: Duration, headOnly: Bool = false) -> (text: String, closed: Bool) {
            var received = [UInt8]()
            let deadline = ContinuousClock.now + timeout
            var buffer = [UInt8](repeating: 0, count: 65536)
            while ContinuousClock.now < deadline {
                var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                let left = deadline - ContinuousClock.now
                let milliseconds = Int32(
                    max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
                guard poll(&poller, 1, milliseconds) > 0 else { continue }
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
                received += buffer[0..<count]
                if headOnly, String(decoding: received, as: UTF8.self).contains("\r\n\r\n") { break }
            }
            return (String(decoding: received, as: UTF8.self), false)
        }

        /// One whole answer on a connection kept alive: its head, then as many bytes of body as its `Content-Length`
        /// says; `nil` when the connection closes first or `timeout` passes.
        func receiveAnswer(timeout: Duration) -> (head: String, body: String)? {
            var received = [UInt8]()
            let deadline = ContinuousClock.now + timeout
            var buffer = [UInt8](repeating: 0, count: 65536)
            let separator = Array("\r\n\r\n".utf8)
            while ContinuousClock.now < deadline {
                if let end = received.indices.first(where: { received[$0...].starts(with: separator) }) {
                    let head = String(decoding: received[..<end], as: UTF8.self)
                    let length =
                        head.split(separator: "\r\n").lazy.compactMap { line -> Int? in
                            let parts = line.split(separator: ":", maxSplits: 1)
                            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                            return Int(parts[1].trimmingCharacters(in: .whitespaces))
                        }.first ?? 0
                    let bodyStart = end + separator.count
                    if received.count >= bodyStart + length {
                        return (head, String(decoding: received[bodyStart..<(bodyStart + length)], as: UTF8.self))
                    }
                }
                var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 100) > 0 else { continue }
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 { return nil }
                received += buffer[0..<count]
            }
            return nil
        }
    }
#endif
