// Built with the Network trait only (Docs/adr/0008-package-traits.md).
#if Network
    import NIOCore

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Why `explore serve` could not start listening, in one sentence: the port another program holds, an address
    /// this machine does not have, instead of the socket library's own words
    /// (`bind(descriptor:ptr:bytes:)… (errno: 98)`, `SocketAddressError.UnknownHost…`).
    public struct ListenFailure: Error, Sendable, CustomStringConvertible {
        public let description: String

        /// The sentence for `error` thrown while the server started on `host` and `port`; `nil` for any other error.
        public init?(_ error: any Error, host: String, port: Int) {
            let address = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
            switch error {
            case let error as IOError where error.errnoCode == EADDRINUSE:
                description =
                    "Another program is listening on \(address): stop it, or choose another port with --port."
            case let error as IOError where error.errnoCode == EACCES:
                description =
                    "This user may not listen on port \(port): choose a port above 1023 with --port."
            case let error as IOError where error.errnoCode == EADDRNOTAVAIL:
                description = "This machine has no address \(host): choose one of its addresses with --host."
            case is SocketAddressError, is SocketAddressError.UnknownHost:
                description = "There is no address \(host) to listen on: give an IP address or a host name with --host."
            default:
                return nil
            }
        }
    }
#endif
