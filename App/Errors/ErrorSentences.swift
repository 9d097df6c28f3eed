import Domain
import Presentation

/// Turns any error `explore` meets into one sentence for standard error.
///
/// Sentences say what went wrong and, when there is one, what to do about it. They never carry a type name
/// or a stack trace. An error of another layer that this file does not know yet is shown by its own
/// `description` when it has one (``ExitReport`` folds it onto one line).
enum ErrorSentences {
    static func sentence(for error: any Error) -> String {
        switch error {
        case let error as DirectoryError: ErrorMessages.sentence(for: error)
        case let error as LocalStoreError: ErrorMessages.sentence(for: error)
        case let error as SyncError: ErrorMessages.sentence(for: error)
        case let error as LiveInfoError: ErrorMessages.sentence(for: error)
        case let error as ImportError: ErrorMessages.sentence(for: error)
        case let error as AppError: sentence(for: error)
        case let error as DoctorFinding: error.description
        case let error as any CustomStringConvertible: error.description
        default: "Unexpected failure: \(String(describing: error))"
        }
    }

    static func sentence(for error: AppError) -> String {
        switch error {
        case .fileNotFound(let file): "There is no file at \(file)."
        case .fileExists(let file): "\(file) already exists: choose another path, or add --force to replace it."
        case .cannotWrite(let file, let reason): "Cannot write \(file): \(reason)"
        case .badScript(let line, let reason): "Line \(line) of the play script: \(reason)"
        case .notATerminal: "The interactive mode needs a terminal; use 'explore play' or 'explore search'."
        case .terminalUnavailable(let reason): "Cannot set up the terminal: \(reason)"
        }
    }
}
