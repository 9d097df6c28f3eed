// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import HTTPTypes
    import Hummingbird
    import Logging
    import Synchronization
    import WebUI

    /// The outermost middleware: turns every refusal and failure into a problem page, and puts the security headers on
    /// every answer, pages and refusals alike.
    struct WebHeaders<Context: RequestContext>: RouterMiddleware {
        /// The frame of a problem page: the site's name and a way home, with no visitor's location.
        let frame: WebFrame

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
            async throws -> Response
        {
            var response: Response
            do {
                response = try await next(request, context)
            } catch let failure as WebFailure {
                response = problem(failure.status, failure.message, headers: failure.headers)
            } catch let error as HTTPError {
                response = problem(error.status, Self.sentence(for: error.status))
            } catch {
                context.logger.error("Request failed", metadata: ["reason": "\(error)"])
                response = problem(.internalServerError, Self.sentence(for: .internalServerError))
            }
            for field in SecurityHeaders.fields { response.headers[field.name] = field.value }
            return response
        }

        private func problem(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) -> Response {
            var response = WebSite.html(
                WebRenderer.problem(status: status.code, title: status.reasonPhrase, message: message, frame: frame),
                status: status)
            for field in headers { response.headers[field.name] = field.value }
            return response
        }

        static func sentence(for status: HTTPResponse.Status) -> String {
            switch status {
            case .notFound: "There is no page at this address."
            case .methodNotAllowed: "This site only shows pages: it answers GET and HEAD requests."
            default: "The server could not make this page."
            }
        }
    }

    /// The headers every answer carries: only the site's own script and stylesheet run, no frame may hold the pages, a
    /// type is never guessed from the bytes, and no address leaves the site with a link.
    enum SecurityHeaders {
        static let fields: HTTPFields = {
            var fields: HTTPFields = [
                .contentSecurityPolicy:
                    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
                    + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
                .xContentTypeOptions: "nosniff",
            ]
            if let referrer = HTTPField.Name("Referrer-Policy") { fields[referrer] = "no-referrer" }
            return fields
        }()
    }

    /// One line per request at `info` level: method, target, status and how long it took.
    struct AccessLog<Context: RequestContext>: RouterMiddleware {
        let logger: Logger

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
            async throws -> Response
        {
            let start = ContinuousClock.now
            do {
                let response = try await next(request, context)
                log(request, status: response.status.code, since: start)
                return response
            } catch let failure as WebFailure {
                log(request, status: failure.status.code, since: start)
                throw failure
            } catch let error as HTTPError {
                log(request, status: error.status.code, since: start)
                throw error
            }
        }

        private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant) {
            let elapsed = ContinuousClock.now - start
            let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
            logger.info(
                "\(request.method) \(request.uri.string) \(status)",
                metadata: ["ms": "\(String(format: "%.1f", milliseconds))"])
        }
    }

    /// The refusals made before any page is: a method other than GET and HEAD (405), a target too long (414), a
    /// request with a body (413), and one request more than the server answers at once (503).
    struct RequestGate<Context: RequestContext>: RouterMiddleware {
        let limits: WebLimits
        private let inFlight = InFlightCount()

        init(limits: WebLimits) {
            self.limits = limits
        }

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
            async throws -> Response
        {
            guard request.method == .get || request.method == .head else {
                throw WebFailure(
                    status: .methodNotAllowed, message: WebHeaders<Context>.sentence(for: .methodNotAllowed),
                    headers: [.allow: "GET, HEAD"])
            }
            guard request.uri.string.utf8.count <= limits.maximumTargetLength else {
                throw WebFailure(status: .uriTooLong, message: "This address is longer than any page of this site.")
            }
            let announced = request.headers[.contentLength].flatMap { Int($0) } ?? 0
            guard announced <= limits.maximumBodyLength, request.headers[.transferEncoding] == nil else {
                throw WebFailure(status: .contentTooLarge, message: "This site takes no request bodies.")
            }
            let (admitted, _) = inFlight.count.wrappingAdd(1, ordering: .relaxed)
            defer { inFlight.count.wrappingSubtract(1, ordering: .relaxed) }
            guard admitted < limits.maximumConcurrentRequests else {
                throw WebFailure(
                    status: .serviceUnavailable,
                    message: "The server is answering as many visitors as it can; try again.",
                    headers: [.retryAfter: "1"])
            }
            return try await next(request, context)
        }
    }

    /// The requests being answered, shared by every copy of the gate.
    final class InFlightCount: Sendable {
        let count = Atomic<Int>(0)
    }

    /// Runs work with a time limit, without waiting for it past the limit.
    enum Deadline {
        /// The work's result, or `nil` when `limit` passed first (the work goes on, and its result is dropped).
        static func race<Value: Sendable>(
            _ limit: Duration, _ work: @escaping @Sendable () async -> Value
        ) async -> Value? {
            let answered = Atomic<Bool>(false)
            return await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
                let finish: @Sendable (Value?) -> Void = { value in
                    guard
                        answered.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
                            .exchanged
                    else { return }
                    continuation.resume(returning: value)
                }
                let timer = Task {
                    try? await Task.sleep(for: limit)
                    if !Task.isCancelled { finish(nil) }
                }
                Task {
                    let value = await work()
                    timer.cancel()
                    finish(value)
                }
            }
        }
    }
#endif
