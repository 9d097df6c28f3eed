import CatalogExport
import DataLayer
import Domain
import Foundation
import Presentation
import Terminal

/// Turns any error `explore` meets into one sentence for standard error.
///
/// Sentences say what went wrong and, when there is one, what to do about it. They never carry a type name, a Swift
/// enum case or a stack trace. An error of another layer that this file does not know is shown by the words its own
/// type gives it (`LocalizedError.errorDescription`, or a `description` its author wrote), and otherwise by
/// ``unworded``: never by Swift's own rendering of the value, which reads `notSQLite("/x.db")`.
enum ErrorSentences {
    /// - Parameter words: the language of the sentences Presentation words (the directory's, the local store's,
    ///   a location's); the command line's own stay English for now.
    static func sentence(for error: any Error, words: Words = .english) -> String {
        switch error {
        case let error as DirectoryError: ErrorMessages.sentence(for: error, words: words)
        case let error as LocalStoreError: ErrorMessages.sentence(for: error, words: words)
        case let error as LocationError: ErrorMessages.sentence(for: error, words: words)
        case let error as FavouritesError: ErrorMessages.sentence(for: error, words: words)
        case let error as SyncError: ErrorMessages.sentence(for: error)
        case let error as LiveInfoError: ErrorMessages.sentence(for: error)
        case let error as ImportError: ErrorMessages.sentence(for: error)
        case let error as PublishError: ErrorMessages.sentence(for: error)
        case let error as CatalogExportError: ErrorMessages.sentence(for: error)
        case let error as CatalogError: CatalogErrorText.sentence(for: error)
        case let error as AppError: sentence(for: error)
        case let error as TerminalError: sentence(for: error)
        case let error as OutputLost: "Could not write the output: \(error.reason)."
        case .writeFailed(let reason) as GeneratorError:
            "Could not write the directory: \(reason)."
        case .invalidCount(let count) as GeneratorError:
            "A directory needs at least one merchant, not \(Formats.grouped(count))."
        case let error as DoctorFinding: error.description
        default: ownWords(of: error) ?? unworded
        }
    }

    /// What an error of another layer says of itself, when its type was given words: an `errorDescription`, or a
    /// `description` written for it. Foundation's errors describe themselves as `Error Domain=… Code=…`, which is
    /// not for people.
    private static func ownWords(of error: any Error) -> String? {
        if let error = error as? any LocalizedError, let text = error.errorDescription, !text.isEmpty { return text }
        guard !(error is any CustomNSError), !(type(of: error) is NSError.Type) else { return nil }
        switch error {
        case let described as any CustomStringConvertible: return described.description
        default: return nil
        }
    }

    /// The sentence for an error nothing gave words to (``ExitReport`` logs its details at debug level).
    static let unworded =
        "explore stopped on an error it has no sentence for; run the command again with --log-level debug to see it."

    /// Whether `error` gets the ``unworded`` sentence.
    static func isUnworded(_ error: any Error) -> Bool {
        sentence(for: error) == unworded
    }

    static func sentence(for error: AppError) -> String {
        switch error {
        case .fileNotFound(let file): "There is no file at \(file)."
        case .fileExists(let file): "\(file) already exists: choose another path, or add --force to replace it."
        case .cannotWrite(let file, let reason): "Cannot write \(file): \(reason)"
        case .notAFile(let path, let kind): "\(path) is \(words(for: kind)), not a regular file."
        case .withoutNetwork(let feature):
            "\(feature) needs the Network trait, which this build of explore leaves out (Scripts/demo builds without "
                + "it). Build it with its default traits (swift build) to serve pages, sync over HTTP and ask for live "
                + "offers."
        }
    }

    static func sentence(for error: TerminalError) -> String {
        switch error {
        case .badScript(let line, let reason): "Line \(line) of the play script: \(reason)"
        case .notATerminal: "The interactive mode needs a terminal; use 'explore play' or 'explore search'."
        case .unavailable(let reason): "Cannot set up the terminal: \(reason)"
        case .scriptTooLarge(let limit):
            "The play script is longer than \(limit / 1_048_576) MiB: split it into shorter scripts."
        }
    }

    private static func words(for kind: AppError.FileKind) -> String {
        switch kind {
        case .folder: "a folder"
        case .fifo: "a named pipe (FIFO)"
        case .socket: "a socket"
        case .device: "a device"
        case .other: "something else"
        }
    }
}
