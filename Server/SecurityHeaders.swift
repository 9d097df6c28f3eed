// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import HTTPTypes
    import Hummingbird
    import NIOCore
    import NIOHTTPTypes

    /// Sets the security headers on every response head as it leaves a connection: the pages, the problem pages, and
    /// the answers Hummingbird makes itself before any route runs (a 400 for a request line, header or chunk it cannot
    /// parse), which no router middleware sees.
    ///
    /// Only the site's own script and stylesheet run, no frame may hold the pages, a type is never guessed from the
    /// bytes (`X-Content-Type-Options: nosniff`), and no address leaves the site with a link
    /// (`Referrer-Policy: no-referrer`).
    final class SecurityHeaders: ChannelOutboundHandler, RemovableChannelHandler {
        typealias OutboundIn = HTTPResponsePart
        typealias OutboundOut = HTTPResponsePart

        /// What the pages may load and who may frame them, in Hummingbird's words.
        static let policy: ContentSecurityPolicy = [
            .defaultSrc(.none), .scriptSrc(.self), .styleSrc(.self), .imgSrc(.self), .connectSrc(.self),
            .formAction(.self), .baseURI(.none), .frameAncestors(.none),
        ]

        /// The headers every answer carries, replacing any of the same name.
        static let fields: HTTPFields = {
            var fields: HTTPFields = [.contentSecurityPolicy: policy.description, .xContentTypeOptions: "nosniff"]
            if let referrerPolicy = HTTPField.Name("Referrer-Policy") { fields[referrerPolicy] = "no-referrer" }
            return fields
        }()

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            guard case .head(var head) = unwrapOutboundIn(data) else {
                context.write(data, promise: promise)
                return
            }
            for field in Self.fields { head.headerFields[field.name] = field.value }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        }
    }
#endif
