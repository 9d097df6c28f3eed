import Domain
import Foundation
import Presentation
import Testing

@testable import ExploreApp

@Suite struct ErrorSentencesTests {
    private static let everyError: [any Error] = [
        DirectoryError.unavailable("/x.db"), DirectoryError.corrupt("/x.db"), DirectoryError.notADirectory("/x.db"),
        DirectoryError.unsupportedSchema(9), DirectoryError.merchantNotFound(MerchantID("7")),
        DirectoryError.invalidQuery(.needsPosition), DirectoryError.readFailed("boom"),
        LocalStoreError.unavailable("/l.db"), LocalStoreError.corrupt("/l.db"), LocalStoreError.tooNew("/l.db"),
        LocalStoreError.writeFailed("full"), LocalStoreError.readFailed("boom"),
        SyncError.noSpace, SyncError.httpStatus(404, url: "http://e.org/m.json"),
        LiveInfoError.timedOut, LiveInfoError.httpStatus(500), LiveInfoError.unreachable("dns"),
        LiveInfoError.malformed("no json"),
        AppError.fileNotFound("/f"), AppError.fileExists("/f"),
        AppError.cannotWrite("/f", reason: "read-only"),
        AppError.badScript(line: 3, reason: "bad."), AppError.notATerminal, AppError.terminalUnavailable("ENOTTY"),
    ]

    @Test func everyErrorBecomesOneLineThatNamesNoSwiftType() {
        for error in Self.everyError {
            let sentence = ErrorSentences.sentence(for: error)
            #expect(!sentence.isEmpty)
            #expect(!sentence.contains("\n"))
            #expect(!sentence.contains("Error"), "\(sentence)")
            // `unavailable("/x.db")` is how Swift would print an enum case: it must never reach people.
            #expect(sentence.range(of: "[A-Za-z]\\(", options: .regularExpression) == nil, "\(sentence)")
        }
    }

    @Test func domainErrorsAreWordedByPresentationAndAppErrorsHere() {
        let error = SyncError.checksumMismatch(expected: "aa", actual: "bb")
        #expect(ErrorSentences.sentence(for: error) == ErrorMessages.sentence(for: error))
        #expect(
            ErrorSentences.sentence(for: DirectoryError.invalidQuery(.needsPosition))
                == "Nearby needs a location: choose one first.")
        #expect(
            ErrorSentences.sentence(for: AppError.fileExists("/a.db"))
                == "/a.db already exists: choose another path, or add --force to replace it.")
    }
}
