import Foundation

/// How much the server lets one visitor ask for, and how long it waits: what makes it safe to put on a network.
public struct WebLimits: Sendable {
    /// The longest request target (path and query): the pages' own addresses stay far below it.
    public var maximumTargetLength = 2048
    /// The largest header field, and all of a request's header fields together.
    public var maximumHeaderFieldSize = 8 * 1024
    public var maximumHeaderListSize = 16 * 1024
    public var maximumHeaderFieldCount = 64
    /// The largest request body: the server answers GET and HEAD only, which carry none.
    public var maximumBodyLength = 0
    /// How long a connection may take to send a request's head, from when it opens or its last answer was sent:
    /// a client that trickles its head (slow loris) is dropped when this runs out.
    public var headerTimeout = Duration.seconds(10)
    /// How long a kept-alive connection may sit idle between requests.
    public var idleTimeout = Duration.seconds(30)
    /// How long one page may take before the visitor gets a 503 instead.
    public var requestDeadline = Duration.seconds(10)
    /// Requests answered at once; one more gets a 503 at once.
    public var maximumConcurrentRequests = 128
    /// Open connections; more wait in the kernel's queue until one closes.
    public var maximumConnections = 512

    public init() {}
}
