// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Foundation
    import HTTPTypes
    import Hummingbird
    import Logging
    import Presentation
    import Synchronization
    import WebUI

    /// Turns every refusal and failure into a problem page: its status and one sentence, in the site's frame.
    struct ProblemPages<Context: RequestContext>: RouterMiddleware {
        /// The frame of a problem page in the request's language: the site's name and its menu (ATMs when the
        /// snapshot has them), with no visitor's location.
        let frame: @Sendable (Request) async -> WebFrame

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
            async throws -> Response
        {
            do {
                return try await next(request, context)
            } catch let failure as WebFailure {
                return problem(failure.status, failure.problem, headers: failure.headers, frame: await frame(request))
            } catch let error as HTTPError {
                return problem(error.status, Self.problem(for: error.status), frame: await frame(request))
            } catch {
                context.logger.error("Request failed", metadata: ["reason": "\(error)"])
                return problem(.internalServerError, .failed, frame: await frame(request))
            }
        }

        private func problem(
            _ status: HTTPResponse.Status, _ problem: WebProblem, headers: HTTPFields = [:], frame: WebFrame
        ) -> Response {
            let words = frame.words
            var response = WebSite.html(
                WebRenderer.problem(
                    status: status.code, title: words.problemTitle(status.code), message: words.problem(problem),
                    frame: frame),
                status: status)
            for field in headers { response.headers[field.name] = field.value }
            return response
        }

        static func problem(for status: HTTPResponse.Status) -> WebProblem {
            switch status {
            case .notFound: .notFound
            case .methodNotAllowed: .methods
            default: .failed
            }
        }
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
                throw WebFailure(status: .methodNotAllowed, problem: .methods, headers: [.allow: "GET, HEAD"])
            }
            guard request.uri.string.utf8.count <= limits.maximumTargetLength else {
                throw WebFailure(status: .uriTooLong, problem: .addressTooLong)
            }
            let announced = request.headers[.contentLength].flatMap { Int($0) } ?? 0
            guard announced <= limits.maximumBodyLength, request.headers[.transferEncoding] == nil else {
                throw WebFailure(status: .contentTooLarge, problem: .noBodies)
            }
            let (admitted, _) = inFlight.count.wrappingAdd(1, ordering: .relaxed)
            defer { inFlight.count.wrappingSubtract(1, ordering: .relaxed) }
            guard admitted < limits.maximumConcurrentRequests else {
                throw WebFailure(status: .serviceUnavailable, problem: .busy, headers: [.retryAfter: "1"])
            }
            return try await next(request, context)
        }
    }

    /// The requests being answered, shared by every copy of the gate.
    final class InFlightCount: Sendable {
        let count = Atomic<Int>(0)
    }
#endif
