// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import Hummingbird
    import HummingbirdTesting
    import Logging
    import Testing

    @testable import ExploreApp
    @testable import WebServer

    /// `explore serve`'s server over a real snapshot: the built-in sample, written by the production adapters into a
    /// temporary data folder on first use, as a first run writes it.
    struct ServedSite {
        let folder: TemporaryFolder
        let root: CompositionRoot
        var limits = WebLimits()
        var pageCache = 0

        init(adapters: Adapters = .production) throws {
            folder = try TemporaryFolder()
            root = CompositionRoot.fake(in: folder, adapters: adapters, printed: Printed())
            // The suite runs in parallel on two cores, its view model tests on the one main actor: a page may wait for
            // it far longer than a server's would. The deadline has a test of its own.
            limits.requestDeadline = .seconds(120)
        }

        func server() -> WebSite {
            WebSite(
                snapshot: root.servedSnapshot(), pageCache: pageCache, logger: Logger(label: "test"), limits: limits)
        }

        /// Runs `test` against the server's router, in process (Hummingbird's testing module).
        func withRouter(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
            let application = Application(router: buildRouter(server()))
            try await application.test(.router) { client in try await test(client) }
        }
    }

    /// What a test reads of an answer.
    struct ServedPage: Sendable {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var body: String

        init(_ response: TestResponse) {
            status = response.status
            headers = response.headers
            body = response.body.getString(at: response.body.readerIndex, length: response.body.readableBytes) ?? ""
        }

        /// The `href`s of the page's links, in order, with `&amp;` read back as `&`.
        var links: [String] {
            body.split(separator: "href=\"").dropFirst().map {
                String($0.prefix { $0 != "\"" }).replacingOccurrences(of: "&amp;", with: "&")
            }
        }

        /// The text of every link whose address starts with `prefix`.
        func linkTexts(to prefix: String) -> [String] {
            body.split(separator: "<a href=\"").dropFirst().compactMap { piece in
                guard piece.hasPrefix(prefix), let start = piece.firstIndex(of: ">") else { return nil }
                return String(piece[piece.index(after: start)...].prefix { $0 != "<" })
            }
        }
    }

    extension TestClientProtocol {
        /// GETs `uri` (or another method) and reads the answer.
        func page(_ uri: String, method: HTTPRequest.Method = .get, headers: HTTPFields = [:]) async throws
            -> ServedPage
        {
            try await execute(uri: uri, method: method, headers: headers) { ServedPage($0) }
        }
    }
#endif
