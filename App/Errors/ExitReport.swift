import ArgumentParser
import Foundation
import Logging
import Presentation
import Terminal

/// What `explore` prints and returns when it stops: the contract of Docs/CLI.md.
struct ExitReport: Equatable, Sendable {
    /// The process exit status.
    enum Status: Int32, Sendable {
        case success = 0
        /// A runtime failure: a file missing or damaged, a network error, a merchant not found.
        case failure = 1
        /// The command line itself is wrong.
        case usage = 2
        /// The reader of standard output closed it early (`explore search a | head -1`) where SIGPIPE is ignored:
        /// the status a shell reports for a program that SIGPIPE ended (128 + 13), said the same quiet way.
        case closedPipe = 141
    }

    var status: Status
    /// Printed on standard output (help text).
    var standardOutput: String?
    /// Printed on standard error: at most one line.
    var standardError: String?

    /// The outcome of an error thrown while parsing: help (0), or a usage error (2).
    static func parsingFailure(_ error: any Error) -> ExitReport {
        let code = ExploreCommand.exitCode(for: error)
        if code == .success {
            return ExitReport(status: .success, standardOutput: ExploreCommand.fullMessage(for: error))
        }
        if code != .validationFailure {
            return ExitReport(
                status: .failure, standardError: "explore: error: \(oneLine(ExploreCommand.message(for: error)))")
        }
        var message = oneLine(ExploreCommand.message(for: error))
        if let last = message.last, !".!?".contains(last) { message += "." }
        // The full message ends with "See 'explore search --help' for more information.": keep only that line.
        let hint =
            ExploreCommand.fullMessage(for: error, columns: 1000)
            .split(whereSeparator: \.isNewline)
            .last { $0.trimmingCharacters(in: .whitespaces).hasPrefix("See '") }
            .map { " " + $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return ExitReport(
            status: .usage,
            standardError: "explore: error: \(message.isEmpty ? "invalid command line." : message)\(hint)")
    }

    /// The outcome of an error thrown by a running command: one sentence, status 1.
    ///
    /// Argument parser errors can surface here too (`--help` runs a command that throws to print the help), so
    /// those go through ``parsingFailure(_:)``; every other error is a runtime failure.
    static func runFailure(_ error: any Error, words: Words = .english) -> ExitReport {
        if let code = error as? ExitCode {
            return ExitReport(status: code.isSuccess ? .success : .failure)
        }
        // The reader has what it wanted; nothing is wrong, and nothing is said.
        if let lost = error as? OutputLost, lost.isClosedPipe { return ExitReport(status: .closedPipe) }
        let parserCode = ExploreCommand.exitCode(for: error)
        if parserCode == .success || parserCode == .validationFailure {
            return parsingFailure(error)
        }
        if ErrorSentences.isUnworded(error) {
            // The details are for whoever debugs it; the sentence says how to see them.
            Logger(label: "explore").debug(
                "An error without a sentence", metadata: ["error": "\(String(reflecting: error))"])
        }
        return ExitReport(
            status: .failure,
            standardError: "explore: error: \(oneLine(ErrorSentences.sentence(for: error, words: words)))")
    }

    /// Writes the texts to their streams, made safe for a terminal: an error may quote a file name, an argument or a
    /// server's words.
    func report(
        output: (OutputText) -> Void = { try? StandardStreams.writeOutput($0) },
        error: (OutputText) -> Void = StandardStreams.writeError
    ) {
        if let standardOutput, !standardOutput.isEmpty {
            output(OutputText(standardOutput.hasSuffix("\n") ? standardOutput : standardOutput + "\n"))
        }
        if let standardError {
            error(OutputText(standardError + "\n"))
        }
    }

    /// Ends the process; the terminal is restored first if a session changed it.
    static func exit(_ status: Status) -> Never {
        TerminalSession.restoreIfActive()
        Foundation.exit(status.rawValue)
    }

    /// Collapses a message onto one line: the contract is one line per failure, whatever the source wrote.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
