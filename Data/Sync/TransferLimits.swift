/// How long a transfer may take: the two clocks every manifest and snapshot transfer runs against.
struct TransferLimits: Sendable {
    /// How long the server may stay silent (before answering, or between two reads) before the transfer fails.
    var idleTimeout: Duration
    /// How long one transfer may take from its request to its last byte, however steadily the server sends:
    /// a server that trickles a byte every few seconds never trips the idle timeout, and this ends it.
    var timeout: Duration

    /// The time limit in seconds, as ``Domain/SyncError/timedOut(seconds:received:)`` reports it.
    var timeoutSeconds: Double {
        let (seconds, attoseconds) = timeout.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
