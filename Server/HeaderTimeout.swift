// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import NIOCore
    import NIOHTTPTypes

    /// Closes a connection that does not send a whole request head within the limit: from when it opens, and again from
    /// each answer it was sent (keep-alive). The HTTP decoder before this handler passes on a head only once it is
    /// complete, so a client that trickles its bytes never gets here and is dropped when the time runs out.
    final class HeaderTimeout: ChannelDuplexHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart
        typealias OutboundIn = HTTPResponsePart
        typealias OutboundOut = HTTPResponsePart

        private let limit: TimeAmount
        private var timer: Scheduled<Void>?

        init(limit: Duration) {
            self.limit = .nanoseconds(
                Int64(limit.components.seconds) * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000)
        }

        func handlerAdded(context: ChannelHandlerContext) {
            if context.channel.isActive { arm(context) }
        }

        func channelActive(context: ChannelHandlerContext) {
            arm(context)
            context.fireChannelActive()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if case .head = unwrapInboundIn(data) { disarm() }
            context.fireChannelRead(data)
        }

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            if case .end = unwrapOutboundIn(data) { arm(context) }
            context.write(data, promise: promise)
        }

        func channelInactive(context: ChannelHandlerContext) {
            disarm()
            context.fireChannelInactive()
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            disarm()
        }

        private func arm(_ context: ChannelHandlerContext) {
            disarm()
            let channel = context.channel
            timer = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
        }

        private func disarm() {
            timer?.cancel()
            timer = nil
        }
    }
#endif
