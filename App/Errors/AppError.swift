/// Failures of the `explore` executable itself, outside the Domain's ports.
enum AppError: Error, Hashable, Sendable {
    /// A file the command must read does not exist.
    case fileNotFound(String)
    /// The command would overwrite a file the user did not ask to replace.
    case fileExists(String)
    /// A file or folder could not be created or written; the strings name it and say why.
    case cannotWrite(String, reason: String)
    /// A play script has a line that is not a step.
    case badScript(line: Int, reason: String)
    /// The interactive mode needs a terminal on both standard input and standard output.
    case notATerminal
    /// The terminal could not be switched to raw mode; the string is the system's reason.
    case terminalUnavailable(String)
    /// A path that must name a file (`--db`, `--local`, a play script) names something else.
    case notAFile(String, FileKind)
    /// A play script is longer than `limit` bytes (standard input may never end).
    case scriptTooLarge(limit: Int)
    /// The program was built without the Network trait, which `feature` needs (Docs/adr/0008-package-traits.md).
    case withoutNetwork(feature: String)

    /// What a path names when it is not a regular file.
    enum FileKind: Hashable, Sendable {
        case folder
        case fifo
        case socket
        case device
        case other
    }
}
