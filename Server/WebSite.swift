// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import CatalogExport
    import Domain
    import Foundation
    import Hummingbird
    import HummingbirdCore
    import Logging
    import Presentation
    import WebUI

    /// `explore serve`'s site: what its pages are made from (a snapshot, the pages kept made) and the limits that
    /// make it safe on a network (``WebLimits``).
    public struct WebSite: Sendable {
        public var limits: WebLimits
        let snapshot: ServedSnapshot
        let cache: PageCache
        let logger: Logger

        /// - Parameter pageCache: how many pages to keep made, per snapshot, for visitors asking again.
        public init(snapshot: ServedSnapshot, pageCache: Int, logger: Logger, limits: WebLimits = WebLimits()) {
            self.snapshot = snapshot
            self.cache = PageCache(maximumPages: pageCache)
            self.logger = logger
            self.limits = limits
        }

        /// The application listening on `host` and `port`, ready to run as a service; `onRunning` gets the port it
        /// listens on (port 0 picks one).
        public func application(
            host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
        ) -> some ApplicationProtocol {
            let limits = self.limits
            let http1 = HTTP1Channel.Configuration(
                additionalChannelHandlers: [HeaderTimeout(limit: limits.headerTimeout)],
                idleTimeout: .seconds(Int64(limits.idleTimeout.components.seconds)),
                httpDecoderConfiguration: .init(
                    maxHeaderFieldSize: limits.maximumHeaderFieldSize, maxHeaderListSize: limits.maximumHeaderListSize,
                    maxHeaderFieldCount: limits.maximumHeaderFieldCount))
            return Application(
                router: router(), server: .http1(configuration: http1),
                configuration: ApplicationConfiguration(
                    address: .hostname(host, port: port),
                    availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections)),
                onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
                logger: logger)
        }

        /// Every route, behind the middleware: headers and refusals outermost, then the log, then the gate.
        public func router() -> Router<BasicRequestContext> {
            let router = Router(options: .autoGenerateHeadEndpoints)
            router.middlewares.add(WebHeaders(frame: WebScreens.frame(location: nil, atms: false, updated: nil)))
            router.middlewares.add(AccessLog(logger: logger))
            router.middlewares.add(RequestGate(limits: limits))

            router.get("/") { request, _ in
                try await answer(request) { screens, query throws(WebRefusal) in
                    await screens.merchantList(try ListAddress(query))
                }
            }
            router.get("/merchants/:id") { request, context in
                let id = try MerchantID(Self.segment(context.parameters.require("id")))
                return try await answer(request) { screens, query throws(WebRefusal) in
                    await screens.merchantDetail(id, location: try VisitorLocation(query))
                }
            }
            router.get("/filters") { request, _ in
                try await answer(request) { screens, query throws(WebRefusal) in screens.filters(try ListAddress(query))
                }
            }
            router.get("/filters/apply") { request, _ in
                try await answer(request) { screens, query throws(WebRefusal) in
                    try screens.applyFilters(
                        try ListAddress(query), options: query.values("option"), clear: query.value("clear") != nil)
                }
            }
            router.get("/territories") { request, _ in
                try await answer(request) { screens, query throws(WebRefusal) in
                    await screens.territories(try ListAddress(query))
                }
            }
            router.get("/territories/choose") { request, _ in
                try await answer(request) { screens, query throws(WebRefusal) in
                    try await screens.chooseTerritory(try ListAddress(query), choice: query.value("choice"))
                }
            }
            router.get("/location") { request, _ in
                try await answer(request) { screens, query throws(WebRefusal) in
                    await screens.locationPicker(
                        try ListAddress(query), text: try ListAddress.bounded(query.value("find") ?? "", "find"))
                }
            }
            router.get("/location/choose") { request, _ in
                try await answer(request) { screens, query throws(WebRefusal) in
                    try await screens.chooseLocation(
                        try ListAddress(query), text: try ListAddress.bounded(query.value("find") ?? "", "find"),
                        choice: query.value("choice"))
                }
            }
            router.get("/atms") { request, _ in
                try await answer(request) { screens, query throws(WebRefusal) in
                    await screens.atmList(try ATMAddress(query))
                }
            }
            router.get("/atms/:id") { request, context in
                guard let id = Int64(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
                return try await answer(request) { screens, query throws(WebRefusal) in
                    await screens.atmDetail(id, location: try VisitorLocation(query))
                }
            }
            router.get("/assets/style.css") { _, _ in
                Self.asset(CatalogStylesheet.bytes, type: "text/css; charset=utf-8")
            }
            router.get("/assets/serve.css") { _, _ in Self.asset(WebAssets.style, type: "text/css; charset=utf-8") }
            router.get("/assets/serve.js") { _, _ in
                Self.asset(WebAssets.script, type: "text/javascript; charset=utf-8")
            }
            return router
        }

        /// A screen's answer to `request`: the snapshot's ports, the visitor's location, the screen, within the deadline.
        private func answer(
            _ request: Request,
            _ screen: @escaping @MainActor @Sendable (WebScreens, WebQuery) async throws(WebRefusal) -> WebAnswer
        ) async throws -> Response {
            let query = WebQuery(path: request.uri.string)
            let pages: ServedSnapshot.Pages
            do {
                pages = try await snapshot.pages()
            } catch {
                logger.error("The snapshot cannot be served", metadata: ["reason": "\(error.sentence)"])
                throw WebFailure(
                    status: .serviceUnavailable, message: "The directory cannot be read just now; try again later.")
            }
            let location = try Self.refusing { () throws(WebRefusal) in try VisitorLocation(query) }
            let deadline = limits.requestDeadline
            let outcome = await cache.answer(for: request.uri.string, in: pages.identity) {
                await Deadline.race(deadline) { @MainActor () -> Result<WebAnswer, WebRefusal> in
                    let screens = WebScreens(pages: pages, location: location?.location)
                    do throws(WebRefusal) {
                        return .success(try await screen(screens, query))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            switch outcome {
            case nil:
                throw WebFailure(status: .serviceUnavailable, message: "This page took too long to make; try again.")
            case .failure(let refusal)?:
                throw WebFailure(status: refusal == .notFound ? .notFound : .badRequest, message: refusal.sentence)
            case .success(.page(let page, let status, _))?:
                return Self.html(page, status: .init(code: status))
            case .success(.redirect(let address))?:
                return Response(status: .seeOther, headers: [.location: address])
            }
        }

        private static func refusing<Value>(_ body: () throws(WebRefusal) -> Value) throws -> Value {
            do throws(WebRefusal) {
                return try body()
            } catch {
                throw WebFailure(status: .badRequest, message: error.sentence)
            }
        }

        /// A path segment as the router gives it, percent-decoding undone (merchant ids are text).
        private static func segment(_ text: String) throws -> String {
            guard let decoded = text.removingPercentEncoding, !decoded.isEmpty else { throw HTTPError(.notFound) }
            return decoded
        }

        static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Response {
            Response(
                status: status,
                headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(string: page)))
        }

        private static func asset(_ bytes: Data, type: String) -> Response {
            Response(
                status: .ok, headers: [.contentType: type, .cacheControl: "public, max-age=3600"],
                body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
    }

    /// A request the server answers with a problem page: its status and its one sentence.
    struct WebFailure: Error {
        var status: HTTPResponse.Status
        var message: String
        var headers: HTTPFields = [:]
    }
#endif
