import ArgumentParser
import Domain
import Foundation
import Terminal
import Testing

@testable import ExploreApp

@Suite struct ExitReportTests {
    @Test func domainErrorsAreOneSentenceWithStatusOne() {
        let report = ExitReport.runFailure(DirectoryError.merchantNotFound(MerchantID("42")))
        #expect(
            report
                == ExitReport(
                    status: .failure,
                    standardError: "explore: error: There is no merchant 42 in this directory."
                ))
    }

    @Test func multiLineMessagesAreFoldedOntoOneLine() {
        let report = ExitReport.runFailure(DirectoryError.readFailed("disk I/O error\n  at page 7\n"))
        #expect(report.standardError == "explore: error: Reading the directory failed: disk I/O error at page 7.")
    }

    @Test func outputThatCannotBeWrittenIsAFailureAndAClosedPipeEndsQuietlyWith141() {
        #expect(
            ExitReport.runFailure(OutputLost(code: ENOSPC))
                == ExitReport(
                    status: .failure,
                    standardError: "explore: error: Could not write the output: No space left on device."))
        #expect(ExitReport.runFailure(OutputLost(code: EPIPE)) == ExitReport(status: .closedPipe))
        #expect(ExitReport.Status.closedPipe.rawValue == 128 + SIGPIPE)
    }

    @Test func anExitCodeThrownByACommandIsKeptQuiet() {
        #expect(ExitReport.runFailure(ExitCode.failure) == ExitReport(status: .failure))
        #expect(ExitReport.runFailure(ExitCode.success) == ExitReport(status: .success))
    }

    @Test func aValidationErrorThrownWhileRunningIsStillAUsageError() {
        let report = ExitReport.runFailure(ValidationError("Bad input"))
        #expect(report.status == .usage)
        #expect(report.standardError?.hasPrefix("explore: error: Bad input.") == true)
    }

    @Test func doctorFindingsCountTheOtherProblems() {
        #expect(
            ExitReport.runFailure(DoctorFinding(sentence: "The snapshot is damaged.", count: 3)).standardError
                == "explore: error: The snapshot is damaged. (and 2 more problems above)")
    }

    @Test func oneLineTrimsAndJoinsTheNonEmptyLines() {
        #expect(ExitReport.oneLine("  a\n\n b  \r\n c") == "a b c")
    }
}

/// An error of a layer `ErrorSentences` does not know, with a sentence of its own.
private struct ForeignError: Error, CustomStringConvertible {
    var description: String { "The foreign layer failed." }
}

extension ExitReportTests {
    @Test func anErrorOfAnotherLayerIsARuntimeFailureWithItsOwnDescription() {
        #expect(
            ExitReport.runFailure(ForeignError())
                == ExitReport(status: .failure, standardError: "explore: error: The foreign layer failed."))
    }
}

extension ExitReportTests {
    @Test func reportedTextsAreMadeSafeForATerminal() {
        let printed = Printed()
        let errors = Printed()
        let report = ExitReport(
            status: .failure, standardOutput: "help\u{1B}[2J\nmore", standardError: "explore: error: \u{9B}31m\u{07}")

        report.report(output: printed.append, error: errors.append)

        #expect(printed.value == "help␛[2J\nmore\n")
        #expect(errors.value == "explore: error: \\u{9B}31m␇\n")
    }
}
