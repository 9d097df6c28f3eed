// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import AsyncHTTPClient
    import Domain
    import Foundation

    /// Sends a GET through AsyncHTTPClient and follows its redirects here, so that every address a connection is made
    /// to, the one asked for and each `Location` a server answers with, has passed ``RemoteAddress`` first.
    ///
    /// The clients follow no redirect themselves (`.disallow`): AsyncHTTPClient would connect to a `Location`'s port
    /// as written, and NIO stops the program on one outside 1...65535. A refused address is thrown as
    /// ``RefusedAddress``, before any connection to it.
    enum CheckedRedirects {
        /// The most redirects followed; one more is `HTTPClientError.redirectLimitReached`.
        static let maximum = 5

        /// The answers that send the client to their `Location`.
        static let statuses: Set<UInt> = [301, 302, 303, 307, 308]

        /// The first answer to `request` for `url` that is not a redirect. Each request may take `timeoutNanoseconds`
        /// until its answer's head; the callers keep the whole transfer's time limit.
        static func execute(
            _ request: HTTPClientRequest, to url: URL, with client: HTTPClient, timeoutNanoseconds: Int64
        ) async throws -> HTTPClientResponse {
            var (request, current) = (request, try RemoteAddress.checked(url))
            var visited: Set<String> = [current.absoluteString]
            while true {
                request.url = current.absoluteString
                let response = try await client.execute(request, timeout: .nanoseconds(timeoutNanoseconds))
                guard statuses.contains(response.status.code),
                    let location = response.headers.first(name: "Location")
                else { return response }
                let next = try target(of: location, from: current)
                guard visited.count <= maximum else { throw HTTPClientError.redirectLimitReached }
                guard visited.insert(next.absoluteString).inserted else { throw HTTPClientError.redirectCycleDetected }
                if !sameOrigin(current, next) {
                    // Credentials meant for one server go to no other.
                    for name in ["Authorization", "Proxy-Authorization", "Cookie"] {
                        request.headers.remove(name: name)
                    }
                }
                current = next
            }
        }

        /// The address a `Location` names, relative to the address that answered with it, once checked.
        private static func target(of location: String, from current: URL) throws(RefusedAddress) -> URL {
            guard let next = URL(string: location, relativeTo: current)?.absoluteURL else {
                throw RefusedAddress(
                    address: RedactedURL.text(location), problem: .unreadable,
                    redirectedFrom: RedactedURL.text(current))
            }
            return try RemoteAddress.checked(next, redirectedFrom: current)
        }

        private static func sameOrigin(_ one: URL, _ other: URL) -> Bool {
            one.scheme?.lowercased() == other.scheme?.lowercased() && one.host?.lowercased() == other.host?.lowercased()
                && one.port == other.port
        }
    }
#endif
