import CatalogExport
import Domain
import Foundation
import Presentation
import Terminal
import Testing

@testable import ExploreApp

@Suite struct ErrorSentencesTests {
    private static let everyError: [any Error] = [
        DirectoryError.missing("/x.db"), DirectoryError.unavailable("/x.db"), DirectoryError.corrupt("/x.db"),
        DirectoryError.notADirectory("/x.db"),
        DirectoryError.unsupportedSchema(9), DirectoryError.merchantNotFound(MerchantID("7")),
        DirectoryError.invalidQuery(.needsPosition), DirectoryError.readFailed("boom"),
        LocalStoreError.unavailable("/l.db"), LocalStoreError.corrupt("/l.db"), LocalStoreError.tooNew("/l.db"),
        LocalStoreError.writeFailed("full"), LocalStoreError.readFailed("boom"),
        SyncError.noSpace, SyncError.httpStatus(404, url: "http://e.org/m.json"),
        LiveInfoError.timedOut, LiveInfoError.httpStatus(500), LiveInfoError.unreachable("dns"),
        LiveInfoError.malformed("no json"),
        AppError.fileNotFound("/f"), AppError.fileExists("/f"),
        AppError.cannotWrite("/f", reason: "read-only"),
        TerminalError.badScript(line: 3, reason: "bad."), TerminalError.notATerminal,
        TerminalError.unavailable("ENOTTY"),
        AppError.notAFile("/d", .folder), AppError.notAFile("/d", .fifo), AppError.notAFile("/d", .socket),
        AppError.notAFile("/d", .device), AppError.notAFile("/d", .other), TerminalError.scriptTooLarge(limit: 1 << 20),
        CatalogError.output("Cannot write x."), CatalogError.library("xmlTextWriter failed"),
        CatalogError.invalidDocument(["bad"]), CatalogError.fileNameCollision("a.html"),
        CatalogExportError.writeFailed("disk full"),
        // Errors no layer of ours words: Swift's own rendering of them (`notSQLite("/x.db")`) must never show.
        UnwordedError.notSQLite("/x.db"), CocoaError(.fileNoSuchFile), POSIXError(.ENOENT), URLError(.timedOut),
        NSError(domain: "d", code: 3), DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad")),
    ]

    @Test func everyErrorBecomesOneLineThatNamesNoSwiftType() {
        for error in Self.everyError {
            let sentence = ErrorSentences.sentence(for: error)
            #expect(!sentence.isEmpty)
            #expect(!sentence.contains("\n"))
            #expect(!sentence.contains("Error"), "\(sentence)")
            #expect(!sentence.contains("Domain="), "\(sentence)")
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

/// An error of a layer nobody taught `ErrorSentences`, with no words of its own.
private enum UnwordedError: Error {
    case notSQLite(String)
}

extension ErrorSentencesTests {
    @Test func anErrorWithoutWordsGetsTheGenericSentenceAndIsLoggedForDebugging() {
        #expect(ErrorSentences.sentence(for: UnwordedError.notSQLite("/x.db")) == ErrorSentences.unworded)
        #expect(ErrorSentences.sentence(for: CocoaError(.fileNoSuchFile)) == ErrorSentences.unworded)
        #expect(
            ExitReport.runFailure(UnwordedError.notSQLite("/x.db")).standardError
                == "explore: error: \(ErrorSentences.unworded)")
    }

    @Test func wordsAnErrorTypeGivesItselfAreUsed() {
        struct Worded: LocalizedError {
            var errorDescription: String? { "The widget broke." }
        }
        #expect(ErrorSentences.sentence(for: Worded()) == "The widget broke.")
        #expect(
            ErrorSentences.sentence(for: AppError.notAFile("/srv/x", .folder))
                == "/srv/x is a folder, not a regular file.")
        #expect(
            ErrorSentences.sentence(for: TerminalError.scriptTooLarge(limit: 1 << 20))
                == "The play script is longer than 1 MiB: split it into shorter scripts.")
    }
}
