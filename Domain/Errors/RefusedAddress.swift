/// An address from outside that this program would not connect to (``RemoteAddress``), and why.
///
/// Such an address reaches no HTTP client: one would connect to the port as written, and a port outside
/// 1...65535 stops the program there.
public struct RefusedAddress: Error, Hashable, Sendable, Codable {
    /// What is wrong with the address.
    public enum Problem: Hashable, Sendable, Codable {
        /// The scheme is not `http` or `https`: the one written, `nil` when there is none.
        case scheme(String?)
        /// No host is named.
        case noHost
        /// The port as written, which is not a number from 1 to 65535.
        case port(String)
        /// The text is not an address at all (a server's `Location`, say).
        case unreadable
    }

    /// The address, any password or token in it masked (``RedactedURL``).
    public var address: String
    public var problem: Problem
    /// The address whose server redirected to this one (masked too); `nil` when the address was given.
    public var redirectedFrom: String?

    public init(address: String, problem: Problem, redirectedFrom: String? = nil) {
        self.address = address
        self.problem = problem
        self.redirectedFrom = redirectedFrom
    }
}
