#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output refused what was written to it: a full disk, `/dev/full`, a file past its size limit, a reader
/// that closed the pipe. What was written before may be on it, cut anywhere.
public struct OutputLost: Error, Hashable, Sendable {
    /// The system's error number (`ENOSPC`, `EPIPE`, `EFBIG`, …).
    public var code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The reader closed the pipe (`explore search a | head -1`): it has all it wanted, and nothing is wrong.
    public var isClosedPipe: Bool { code == EPIPE }

    /// The system's words for the failure ("No space left on device").
    public var reason: String { String(cString: strerror(code)) }
}
