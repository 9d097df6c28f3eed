// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import TestSupport
    import Testing

    @testable import ExploreApp
    @testable import WebServer

    /// Every answer of `explore serve` carries the security headers, the ones Hummingbird makes before any route runs
    /// (a request it cannot parse) as well as the pages, against a real socket.
    @Suite(.serialized) struct SecurityHeadersTests {
        /// The heads of what the server sends for `request`, sent as it is on a connection of its own.
        static func heads(answering request: String, port: Int) async throws -> [String] {
            let answer = try await onOwnThread {
                let connection = try RawConnection(port: port)
                connection.send(request)
                return connection.receive(timeout: .seconds(10)).text
            }
            // Each answer starts with its status line; a body ends before the next one's.
            return answer.components(separatedBy: "HTTP/1.1 ").dropFirst().map { "HTTP/1.1 " + $0 }
                .map { $0.components(separatedBy: "\r\n\r\n")[0] }
        }

        /// What is wrong with `head`'s security headers, or nil.
        static func missing(in head: String) -> String? {
            let lines = Set(head.lowercased().components(separatedBy: "\r\n"))
            let expected = [
                "content-security-policy: \(SecurityHeaders.policy.description.lowercased())",
                "x-content-type-options: nosniff", "referrer-policy: no-referrer",
            ]
            let absent = expected.filter { !lines.contains($0) }
            return absent.isEmpty ? nil : absent.joined(separator: ", ")
        }

        @Test func theRequestsHummingbirdCannotParseGetA400WithTheSecurityHeaders() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            let server = try await LiveServer(site.server())
            let malformed = [
                "a request line that is no request line": "GARBAGE\r\n\r\n",
                "a header line without a colon": "GET / HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\n\r\n",
                "a control byte in the target": "GET /\u{1} HTTP/1.1\r\nHost: localhost\r\n\r\n",
                "an unknown HTTP version": "GET / HTTP/9.9\r\nHost: localhost\r\n\r\n",
                "a length and a chunked body at once":
                    "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
                "a header past the decoder's limit":
                    "GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: \(String(repeating: "b", count: 20_000))\r\n\r\n",
            ]
            for (shape, request) in malformed.sorted(by: { $0.key < $1.key }) {
                let heads = try await Self.heads(answering: request, port: server.port)
                #expect(heads.first?.hasPrefix("HTTP/1.1 400 Bad Request") == true, "\(shape): \(heads)")
                for head in heads { #expect(Self.missing(in: head) == nil, "\(shape): \(head)") }
            }
            await server.stop()
        }

        @Test func anInvalidChunkAfterARefusedBodyLeavesNoAnswerWithoutTheSecurityHeaders() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            let server = try await LiveServer(site.server())
            let heads = try await Self.heads(
                answering:
                    "GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nhello\r\n0\r\n\r\n",
                port: server.port)
            #expect(heads.first?.hasPrefix("HTTP/1.1 413 ") == true, "\(heads)")
            for head in heads { #expect(Self.missing(in: head) == nil, "\(head)") }
            await server.stop()
        }

        @Test func pagesProblemPagesAndRefusalsCarryTheSecurityHeaders() async throws {
            let site = try ServedSite()
            defer { site.folder.remove() }
            let server = try await LiveServer(site.server())
            let head = "HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
            let requests: [(status: String, request: String)] = [
                ("HTTP/1.1 200 OK", "GET / \(head)\r\n"),
                ("HTTP/1.1 200 OK", "GET /assets/serve.css \(head)\r\n"),
                ("HTTP/1.1 404 Not Found", "GET /nowhere \(head)\r\n"),
                ("HTTP/1.1 405 Method Not Allowed", "POST / \(head)Content-Length: 0\r\n\r\n"),
                ("HTTP/1.1 414 URI Too Long", "GET /?q=\(String(repeating: "a", count: 3000)) \(head)\r\n"),
                ("HTTP/1.1 413 ", "GET / \(head)Content-Length: 11\r\n\r\nhello world"),
            ]
            for (status, request) in requests {
                let heads = try await Self.heads(answering: request, port: server.port)
                #expect(heads.count == 1 && heads[0].hasPrefix(status), "\(heads)")
                for head in heads { #expect(Self.missing(in: head) == nil, "\(head)") }
            }
            await server.stop()
        }
    }
#endif
