import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's three standard streams: whether they are terminals, and writing to them whole.
///
/// Everything goes through unbuffered `write(2)`: C's `stdout` is a global that Swift 6 rejects as shared mutable
/// state on Linux, and a frame must reach the terminal in one piece anyway. Only
/// ``OutputText`` is written, so nothing reaches either stream without passing its sanitiser.
public enum StandardStreams {
    /// One of the standard streams, by file descriptor.
    public enum Stream: Int32, Sendable {
        case standardInput = 0
        case standardOutput = 1
        case standardError = 2
    }

    public static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream.rawValue) == 1
    }

    /// Whether `explore` may take over the terminal: both standard input and standard output are terminals.
    public static var isInteractive: Bool {
        isTerminal(.standardInput) && isTerminal(.standardOutput)
    }

    /// Writes text to standard output as one write, all of it or an error: a command whose answer cannot be written
    /// must not end as if it had been.
    @Sendable public static func writeOutput(_ text: OutputText) throws(OutputLost) {
        try write(text, to: .standardOutput)
    }

    /// Writes text to standard error as one write; a failure is dropped, there being nowhere left to say it.
    @Sendable public static func writeError(_ text: OutputText) {
        try? write(text, to: .standardError)
    }

    /// `write(2)` until every byte is written, again after a signal interrupted it. Where SIGPIPE keeps its default
    /// action, a closed pipe ends the process before this sees `EPIPE`, as for any Unix filter (Docs/CLI.md).
    private static func write(_ text: OutputText, to stream: Stream) throws(OutputLost) {
        let bytes = Array(text.text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { systemWrite(stream.rawValue, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { throw OutputLost(code: result < 0 ? errno : EIO) }
            written += result
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }
}
