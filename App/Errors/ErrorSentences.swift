import Domain

/// Turns any error `explore` meets into one sentence for standard error.
///
/// Sentences say what went wrong and, when there is one, what to do about it. They never carry a type name
/// or a stack trace. An error of another layer that this file does not know yet is shown by its own
/// `description` when it has one (``ExitReport`` folds it onto one line).
enum ErrorSentences {
    static func sentence(for error: any Error) -> String {
        switch error {
        case let error as DirectoryError: sentence(for: error)
        case let error as LocalStoreError: sentence(for: error)
        case let error as SyncError: SyncErrorText.sentence(for: error)
        case let error as LiveInfoError: sentence(for: error)
        case let error as AppError: sentence(for: error)
        case let error as DoctorFinding: error.description
        case let error as any CustomStringConvertible: error.description
        default: "Unexpected failure: \(String(describing: error))"
        }
    }

    static func sentence(for error: DirectoryError) -> String {
        switch error {
        case .unavailable(let file):
            "Cannot open the directory snapshot \(file): check the path, or run 'explore doctor'."
        case .corrupt(let file): "The directory snapshot \(file) is damaged or not an SQLite file."
        case .notADirectory(let file): "\(file) is an SQLite file, but not a merchant directory."
        case .unsupportedSchema(let version):
            "The directory snapshot has schema version \(version); this program reads version "
                + "\(SnapshotInfo.currentSchemaVersion) (try 'explore import' for older files)."
        case .merchantNotFound(let id): "There is no merchant with id \(id) in this directory."
        case .invalidQuery(let reason): reason
        case .readFailed(let reason): "Reading the directory failed: \(reason)"
        }
    }

    static func sentence(for error: LocalStoreError) -> String {
        switch error {
        case .unavailable(let file): "Cannot open or create the local store \(file)."
        case .corrupt(let file): "The local store \(file) is damaged or not a local store."
        case .tooNew(let file): "The local store \(file) was written by a newer version of explore."
        case .writeFailed(let reason): "Saving to the local store failed: \(reason)"
        case .readFailed(let reason): "Reading the local store failed: \(reason)"
        }
    }

    static func sentence(for error: LiveInfoError) -> String {
        switch error {
        case .unreachable(let reason): "The gift-card provider could not be reached: \(reason)"
        case .timedOut: "The gift-card provider did not answer in time."
        case .httpStatus(let status): "The gift-card provider answered HTTP \(status)."
        case .malformed(let reason): "The gift-card provider's answer was not understood: \(reason)"
        }
    }

    static func sentence(for error: AppError) -> String {
        switch error {
        case .notWiredYet(let part): "This build of explore cannot \(part) yet."
        case .fileNotFound(let file): "There is no file at \(file)."
        case .fileExists(let file): "\(file) already exists: choose another path, or add --force to replace it."
        case .cannotWrite(let file, let reason): "Cannot write \(file): \(reason)"
        case .syncFailed(let reason): reason
        case .badScript(let line, let reason): "Line \(line) of the play script: \(reason)"
        case .notATerminal: "The interactive mode needs a terminal; use 'explore play' or 'explore search'."
        case .terminalUnavailable(let reason): "Cannot set up the terminal: \(reason)"
        }
    }
}
