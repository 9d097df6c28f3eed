/// Failures of the terminal front end: a terminal that cannot be used, a play script that cannot be played.
public enum TerminalError: Error, Hashable, Sendable {
    /// The interactive mode needs a terminal on both standard input and standard output.
    case notATerminal
    /// The terminal could not be switched to raw mode; the string is the system's reason.
    case unavailable(String)
    /// A play script has a line that is not a step.
    case badScript(line: Int, reason: String)
    /// A play script is longer than `limit` bytes (standard input may never end).
    case scriptTooLarge(limit: Int)
}
