import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's three standard streams: whether they are terminals, and writing to them whole.
///
/// Everything goes through `FileHandle` (unbuffered `write(2)`): C's `stdout` is a global that Swift 6 rejects
/// as shared mutable state on Linux, and a frame must reach the terminal in one piece anyway. Only
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

    /// Writes text to standard output as one write.
    @Sendable public static func writeOutput(_ text: OutputText) {
        write(text, to: FileHandle.standardOutput)
    }

    /// Writes text to standard error as one write.
    @Sendable public static func writeError(_ text: OutputText) {
        write(text, to: FileHandle.standardError)
    }

    private static func write(_ text: OutputText, to handle: FileHandle) {
        // A closed pipe (`explore search x | head -1`) ends the process by SIGPIPE, as for any Unix filter; where
        // SIGPIPE is ignored, the write error is dropped rather than turned into a crash.
        try? handle.write(contentsOf: Data(text.text.utf8))
    }
}
