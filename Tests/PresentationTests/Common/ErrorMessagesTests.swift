import Domain
import Presentation
import Testing

@Suite struct ErrorMessagesTests {
    @Test func everyDirectoryErrorIsOneSentence() {
        let errors: [DirectoryError] = [
            .unavailable("/tmp/x.db"), .corrupt("/tmp/x.db"), .notADirectory("/tmp/x.db"), .unsupportedSchema(9),
            .merchantNotFound(MerchantID("m1")), .invalidQuery("Nearby needs a location: choose one first."),
            .readFailed("disk I/O error"),
        ]
        for error in errors {
            let sentence = ErrorMessages.sentence(for: error)
            #expect(sentence.hasSuffix("."))
            #expect(!sentence.contains("\n"))
        }
        #expect(
            ErrorMessages.sentence(for: DirectoryError.unsupportedSchema(9))
                == "The merchant directory has schema version 9; this program reads versions 1 to 4.")
    }

    @Test func storeSyncAndExportErrorsAreSentencesToo() {
        #expect(
            ErrorMessages.sentence(for: LocalStoreError.tooNew("local.db"))
                == "Your saved data (local.db) was written by a newer version of Explore.")
        #expect(ErrorMessages.sentence(for: SyncError.noSpace) == SyncErrorText.sentence(for: .noSpace))
        #expect(
            ErrorMessages.sentence(for: CatalogExportError.directory(.merchantNotFound(MerchantID("x"))))
                == "There is no merchant x in this directory.")
    }
}
