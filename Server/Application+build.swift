// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import Hummingbird
    import HummingbirdCore
    import Logging

    /// `explore serve`'s application, listening on `host` and `port`, ready to run as a service; `onRunning` gets
    /// the port it listens on (port 0 picks one).
    public func buildApplication(
        _ site: WebSite, host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let limits = site.limits
        let http1 = HTTP1Channel.Configuration(
            additionalChannelHandlers: [SecurityHeaders(), HeaderTimeout(limit: limits.headerTimeout)],
            idleTimeout: .seconds(Int64(limits.idleTimeout.components.seconds)),
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: limits.maximumHeaderFieldSize, maxHeaderListSize: limits.maximumHeaderListSize,
                maxHeaderFieldCount: limits.maximumHeaderFieldCount))
        return Application(
            router: buildRouter(site), server: .http1(configuration: http1),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port),
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: site.logger)
    }

    /// Every page's route, added by its controller, behind the middleware: refusals and failures made pages
    /// outermost, then the access log, then the gate. The security headers are set on the connection, not here
    /// (`SecurityHeaders`), so that the answers Hummingbird makes before any route runs carry them too.
    public func buildRouter(_ site: WebSite) -> Router<BasicRequestContext> {
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.middlewares.add(ProblemPages { request in await site.problemFrame(request) })
        router.middlewares.add(AccessLog(logger: site.logger))
        router.middlewares.add(RequestGate(limits: site.limits))
        MerchantPagesController(site: site).addRoutes(to: router)
        LocationPagesController(site: site).addRoutes(to: router)
        ATMPagesController(site: site).addRoutes(to: router)
        AssetsController().addRoutes(to: router)
        return router
    }
#endif
