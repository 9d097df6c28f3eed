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

        /// The frame of a problem page in the request's language: the menu of the snapshot being served (its ATMs
        /// when it has them), else of none; its language menu goes to the home page in the other languages.
        func problemFrame(_ request: Request) async -> WebFrame {
            let pages = try? await snapshot.pages()
            let language = WebLanguage(request)
            return SitePage.$chosenLanguage.withValue(language.chosen) {
                WebScreens.frame(
                    location: nil, atms: pages?.hasATMs ?? false, updated: nil, words: WebWords(language.words),
                    languages: language.menu(path: SitePage.merchantList.route, query: WebQuery()))
            }
        }

        /// A screen's answer to `request`: the snapshot's ports, the visitor's location, the screen, within the deadline.
        func answer(
            _ request: Request,
            _ screen: @escaping @MainActor @Sendable (WebScreens, WebQuery) async throws(WebRefusal) -> WebAnswer
        ) async throws -> WebAnswer {
            let query = WebQuery(request.uri)
            let language = WebLanguage(request)
            let pages: ServedSnapshot.Pages
            do {
                pages = try await snapshot.pages()
            } catch {
                logger.error("The snapshot cannot be served", metadata: ["reason": "\(error.sentence)"])
                throw WebFailure(status: .serviceUnavailable, problem: .unreadable)
            }
            let location = try Self.refusing { () throws(WebRefusal) in try VisitorLocation(query) }
            let deadline = limits.requestDeadline
            // Past the deadline the page's work is cancelled (its SQLite statement interrupted) and has stopped
            // before the visitor is answered, so a costly page never goes on holding the snapshot.
            let menu = language.menu(path: request.uri.path, query: query)
            // Pages are kept per language: a page asked for in Spanish is never the answer to an English visitor.
            let key = "\(language.language.tag) \(request.uri.string)"
            // Every address the page spells keeps the language its address chose (SitePage.path).
            let outcome = await SitePage.$chosenLanguage.withValue(language.chosen) {
                await cache.answer(for: key, in: pages.identity) {
                    let made = await Deadline.race(deadline) { @MainActor () -> Result<WebAnswer, WebRefusal> in
                        let screens = WebScreens(
                            pages: pages, location: location?.location, words: language.words, languages: menu)
                        do throws(WebRefusal) {
                            return .success(try await screen(screens, query))
                        } catch {
                            return .failure(error)
                        }
                    }
                    guard case .finished(.success(let answer)) = made else { return nil }
                    return answer
                }
            }
            switch outcome {
            case nil:
                throw WebFailure(status: .serviceUnavailable, problem: .tooSlow)
            case .failure(let refusal)?:
                throw WebFailure(status: refusal == .notFound ? .notFound : .badRequest, problem: refusal.problem)
            case .success(let answer)?:
                return answer
            }
        }

        private static func refusing<Value>(_ body: () throws(WebRefusal) -> Value) throws -> Value {
            do throws(WebRefusal) {
                return try body()
            } catch {
                throw WebFailure(status: .badRequest, problem: error.problem)
            }
        }

        /// A path segment as the router gives it, percent-decoding undone (merchant ids are text).
        static func segment(_ text: String) throws -> String {
            guard let decoded = text.removingPercentEncoding, !decoded.isEmpty else { throw HTTPError(.notFound) }
            return decoded
        }

        static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Response {
            Response(
                status: status,
                headers: [
                    .contentType: "text/html; charset=utf-8", .cacheControl: "no-cache", .vary: "Accept-Language",
                ],
                body: .init(byteBuffer: ByteBuffer(string: page)))
        }
    }

    /// A page is sent as HTML with its status, never kept by the browser without asking again; a redirect is a 303.
    extension WebAnswer: ResponseGenerator {
        func response(from request: Request, context: some RequestContext) throws -> Response {
            switch self {
            case .page(let page, let status, _): WebSite.html(page, status: .init(code: status))
            case .redirect(let address): Response(status: .seeOther, headers: [.location: address])
            }
        }
    }

    extension WebQuery {
        /// The fields of `uri`'s query, parsed and percent-decoded by Hummingbird. An HTML form sends a space as `+`:
        /// each is made `%20` first, as `application/x-www-form-urlencoded` means it (a typed `+` arrives as `%2B`).
        init(_ uri: URI) {
            let query = (uri.query ?? "").replacingOccurrences(of: "+", with: "%20")
            self.init(URI("?" + query).queryParameters.map { (name: String($0.key), value: String($0.value)) })
        }
    }

    /// A request the server answers with a problem page: its status and what its one sentence says.
    struct WebFailure: Error {
        var status: HTTPResponse.Status
        var problem: WebProblem
        var headers: HTTPFields = [:]
    }

    extension WebLanguage {
        /// The language of `request`'s page: its address's `lang`, else its `Accept-Language`, else English.
        init(_ request: Request) {
            self.init(query: WebQuery(request.uri), acceptLanguage: request.headers[.acceptLanguage])
        }
    }
#endif
