/// Failures of the `explore` executable itself, outside the Domain's ports.
enum AppError: Error, Hashable, Sendable {
    /// A file the command must read does not exist.
    case fileNotFound(String)
    /// The command would overwrite a file the user did not ask to replace.
    case fileExists(String)
    /// A file or folder could not be created or written; the strings name it and say why.
    case cannotWrite(String, reason: String)
    /// A path that must name a file (`--db`, `--local`, a play script) names something else.
    case notAFile(String, FileKind)
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
