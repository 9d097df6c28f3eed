import Domain
import Foundation
import Testing

@testable import ExploreApp

@Suite struct ErrorSentencesTests {
    private static let everyError: [any Error] = [
        DirectoryError.unavailable("/x.db"), DirectoryError.corrupt("/x.db"), DirectoryError.notADirectory("/x.db"),
        DirectoryError.unsupportedSchema(9), DirectoryError.merchantNotFound(MerchantID("7")),
        DirectoryError.invalidQuery("Nearby needs a location: choose one first."), DirectoryError.readFailed("boom"),
        LocalStoreError.unavailable("/l.db"), LocalStoreError.corrupt("/l.db"), LocalStoreError.tooNew("/l.db"),
        LocalStoreError.writeFailed("full"), LocalStoreError.readFailed("boom"),
        SyncError.noSpace, SyncError.httpStatus(404, url: "http://e.org/m.json"),
        LiveInfoError.timedOut, LiveInfoError.httpStatus(500), LiveInfoError.unreachable("dns"),
        LiveInfoError.malformed("no json"),
        AppError.notWiredYet("write a catalog"), AppError.fileNotFound("/f"), AppError.fileExists("/f"),
        AppError.cannotWrite("/f", reason: "read-only"), AppError.syncFailed("Server down."),
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

    @Test func sentencesNameTheFileAndSuggestWhatToDo() {
        #expect(
            ErrorSentences.sentence(for: DirectoryError.unavailable("/x.db"))
                == "Cannot open the directory snapshot /x.db: check the path, or run 'explore doctor'.")
        #expect(
            ErrorSentences.sentence(for: DirectoryError.unsupportedSchema(2))
                == "The directory snapshot has schema version 2; this program reads version 4 "
                + "(try 'explore import' for older files).")
        #expect(
            ErrorSentences.sentence(for: AppError.fileExists("/a.db"))
                == "/a.db already exists: choose another path, or add --force to replace it.")
    }

    @Test func syncErrorsUseTheDomainsOwnSentences() {
        let error = SyncError.checksumMismatch(expected: "aa", actual: "bb")
        #expect(ErrorSentences.sentence(for: error) == SyncErrorText.sentence(for: error))
    }

    @Test func anInvalidQueryIsItsOwnSentence() {
        #expect(
            ErrorSentences.sentence(for: DirectoryError.invalidQuery("Nearby needs a location: choose one first."))
                == "Nearby needs a location: choose one first.")
    }
}
