/// What can go wrong asking a gift-card provider for live information.
///
/// None of these is shown as a failure of the detail screen: the snapshot's offer stands in.
public enum LiveInfoError: Error, Hashable, Sendable {
    case unreachable(String)
    /// The provider's address, or one it redirected to, was refused before any connection.
    case refusedAddress(RefusedAddress)
    case timedOut
    /// The server answered with this HTTP status.
    case httpStatus(Int)
    /// The answer is not the JSON we expect.
    case malformed(String)
}
