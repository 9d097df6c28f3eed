import Domain
import Presentation
import Testing

@Suite struct ErrorMessagesTests {
    static let directoryErrors: [DirectoryError] = [
        .missing("/tmp/x.db"), .unavailable("/tmp/x.db"), .corrupt("/tmp/x.db"), .notADirectory("/tmp/x.db"),
        .unsupportedSchema(9),
        .merchantNotFound(MerchantID("m1")), .atmNotFound(7), .territoryNotFound("Atlantis", suggestions: []),
        .invalidQuery(.needsPosition), .invalidQuery(.radiusOutOfRange(maximum: .kilometers(500))),
        .readFailed("disk I/O error"), .implausibleCount("explore_merchant_heads.locationCount"),
    ]

    static let syncErrors: [SyncError] =
        [
            .unsupportedURL("ftp://x"), .withoutHTTP("https://x/m.json"), .unreachable("connection refused"),
            .httpStatus(404, url: "http://x/m.json"),
            .badManifest("missing sha256"), .truncated(received: 10, expected: 20), .tooLarge(limit: 1000),
            .checksumMismatch(expected: "aa", actual: "bb"), .invalidSnapshot("no merchant table"),
            .unsupportedSchema(7), .noSpace, .io("permission denied"), .timedOut(seconds: 300, received: 1234),
            .notAFile("/tmp/pipe", kind: .fifo), .implausibleVersion(SnapshotVersion(timestamp: .max)),
            .overtaken(by: SnapshotVersion(timestamp: 1_767_225_600_000)),
        ] + archiveProblems.map(SyncError.archive) + refusedAddresses.map(SyncError.refusedAddress)

    static let refusedAddresses: [RefusedAddress] = [
        RefusedAddress(address: "http://x:99999/m.json", problem: .port("99999")),
        RefusedAddress(address: "ftp://x/m.json", problem: .scheme("ftp"), redirectedFrom: "http://x/m.json"),
        RefusedAddress(address: "x/m.json", problem: .scheme(nil), redirectedFrom: "http://x/m.json"),
        RefusedAddress(address: "http:///m.json", problem: .noHost, redirectedFrom: "http://x/m.json"),
        RefusedAddress(address: "http://[x", problem: .unreadable, redirectedFrom: "http://x/m.json"),
    ]

    @Test func aRefusedAddressSaysWhichPortAndWhoRedirectedThere() {
        #expect(
            ErrorMessages.sentence(for: SyncError.refusedAddress(Self.refusedAddresses[0]))
                == "Cannot connect to http://x:99999/m.json: its port 99999 is not a number from 1 to 65535.")
        let redirected = RefusedAddress(
            address: "http://x:0/m.json", problem: .port("0"), redirectedFrom: "http://x/m.json")
        #expect(
            ErrorMessages.sentence(for: LiveInfoError.refusedAddress(redirected))
                == "A redirect from http://x/m.json to http://x:0/m.json was not followed: its port 0 is not a "
                + "number from 1 to 65535.")
    }

    @Test func aPageLongAddressOrPortIsCutInTheSentence() {
        let port = String(repeating: "9", count: 5000)
        let sentence = ErrorMessages.sentence(
            for: RefusedAddress(address: "http://x:\(port)/m.json", problem: .port(port)))
        #expect(sentence.count < 300)
        #expect(sentence.hasSuffix("its port 99999999999999999999… is not a number from 1 to 65535."))
    }

    static let archiveProblems: [ArchiveProblem] = [
        .damaged("Not a zip archive"), .noComment, .commentWithoutPassword, .badTimestamp("yesterday"), .missingEntry,
        .duplicateEntry, .wrongPassword, .failsCheck, .tooLarge(limit: 64 << 20),
        .unsupported("Encryption method not supported"),
    ]

    static let publishErrors: [PublishError] = [
        .notAFile("/tmp/d", kind: .folder), .unreadable("/tmp/x.db"), .walMode("/tmp/x.db"),
        .needsImport("/tmp/x.db", schemaVersion: 1), .unsupportedSchema("/tmp/x.db", schemaVersion: 9),
        .noVersion("/tmp/x.db"), .unusable("/tmp/x.db", reason: "it is not an SQLite database"),
        .outsideManifestFolder(snapshot: "/a/x.db", manifest: "/b/m.json"),
        .writeFailed("/tmp/x.zip", reason: "disk full."),
    ]

    @Test(arguments: publishErrors)
    func everyPublishErrorIsOneSentenceWithoutTheEnumsName(_ error: PublishError) {
        let sentence = ErrorMessages.sentence(for: error)
        #expect(sentence.hasSuffix("."))
        #expect(!sentence.hasSuffix(".."))
        #expect(!sentence.contains("\n"))
        #expect(!sentence.contains("(\""))
    }

    @Test func aFileThatCannotBePublishedSaysWhatToDo() {
        #expect(
            ErrorMessages.sentence(for: PublishError.needsImport("/srv/old.db", schemaVersion: 1))
                == "/srv/old.db is a version 1 directory: import it first (explore import /srv/old.db --db NEW.db) and "
                + "publish the new file.")
        #expect(
            ErrorMessages.sentence(for: PublishError.walMode("/srv/x.db"))
                == "/srv/x.db is in WAL mode, which a published snapshot must not be: import it first "
                + "(explore import /srv/x.db --db NEW.db) and publish the new file.")
    }

    static let importErrors: [ImportError] =
        [
            .sourceUnavailable("/tmp/x.db"), .notAFile("/tmp/d", kind: .folder), .empty("/tmp/x.db"),
            .notSQLite("/tmp/x.db"), .cutShort("/tmp/x.db", size: 23, expected: 69_632),
            .failsIntegrityCheck("/tmp/x.db", problems: ["row 3 missing from index"]),
            .corrupt("/tmp/x.db", detail: "database disk image is malformed"), .notADirectory("/tmp/x.db"),
            .unsupportedSchema(9), .sameFile("/tmp/x.db"), .writeFailed("disk full."),
            .implausibleVersion(SnapshotVersion(timestamp: 5)),
        ] + archiveProblems.map { ImportError.archive("/tmp/x.zip", $0) }

    @Test(arguments: importErrors)
    func everyImportErrorIsOneSentenceWithoutTheEnumsName(_ error: ImportError) {
        let sentence = ErrorMessages.sentence(for: error)
        #expect(sentence.hasSuffix("."))
        #expect(!sentence.hasSuffix(".."))
        #expect(!sentence.contains("\n"))
        #expect(!sentence.contains("(\""), "no enum text such as notSQLite(\"…\")")
    }

    @Test func importAndFileSentencesSayWhatWasFound() {
        #expect(
            ErrorMessages.sentence(for: ImportError.cutShort("/tmp/x.db", size: 23, expected: 69_632))
                == "/tmp/x.db is cut short: it holds 23 bytes of the 69 KB its header announces.")
        #expect(
            ErrorMessages.sentence(for: ImportError.notAFile("/tmp/d", kind: .folder))
                == "Cannot import /tmp/d: it is a folder, not a directory file.")
        #expect(
            ErrorMessages.sentence(for: SyncError.notAFile("/tmp/pipe", kind: .fifo))
                == "Cannot read /tmp/pipe: it is a named pipe (FIFO), not a file.")
        #expect(
            ErrorMessages.sentence(for: SyncError.timedOut(seconds: 1.5, received: 12))
                == "The transfer did not finish within the 1.5-second time limit (12 bytes received); the snapshot "
                + "was not changed.")
        #expect(ErrorMessages.sentence(for: SyncError.implausibleVersion(SnapshotVersion(timestamp: 5))).contains("5"))
    }

    @Test(arguments: directoryErrors)
    func everyDirectoryErrorIsOneSentence(_ error: DirectoryError) {
        let sentence = ErrorMessages.sentence(for: error)
        #expect(!sentence.isEmpty)
        #expect(sentence.hasSuffix("."))
        #expect(!sentence.contains("\n"))
    }

    @Test func directorySentencesNameWhatWentWrong() {
        #expect(
            ErrorMessages.sentence(for: DirectoryError.unsupportedSchema(9))
                == "The directory snapshot has schema version 9; this program uses version 4 "
                + "(explore import converts versions 1 to 4).")
        #expect(ErrorMessages.sentence(for: DirectoryError.atmNotFound(99)) == "There is no ATM 99 in this directory.")
        #expect(
            ErrorMessages.sentence(for: DirectoryError.territoryNotFound("Atlantis", suggestions: []))
                == "There is no territory named \u{201C}Atlantis\u{201D} in this directory.")
        #expect(
            ErrorMessages.sentence(for: DirectoryError.territoryNotFound("Californa", suggestions: ["California"]))
                == "There is no territory named \u{201C}Californa\u{201D} in this directory. Did you mean "
                + "\u{201C}California\u{201D}?")
        #expect(
            ErrorMessages.sentence(
                for: DirectoryError.territoryNotFound("Cara", suggestions: ["Caracas", "Carabobo", "X"]))
                == "There is no territory named \u{201C}Cara\u{201D} in this directory. Did you mean "
                + "\u{201C}Caracas\u{201D}, \u{201C}Carabobo\u{201D} or \u{201C}X\u{201D}?")
        #expect(
            ErrorMessages.sentence(for: DirectoryError.invalidQuery(.radiusOutOfRange(maximum: .kilometers(500))))
                == "The radius must be more than 0 km and at most 500 km.")
    }

    @Test(arguments: syncErrors)
    func everySyncErrorIsOneSentence(_ error: SyncError) {
        let sentence = ErrorMessages.sentence(for: error)
        #expect(sentence.first?.isUppercase == true)
        #expect(sentence.hasSuffix("."))
        #expect(!sentence.contains("\n"))
    }

    @Test func syncSentencesCarryTheDetailsAUserNeeds() {
        #expect(ErrorMessages.sentence(for: SyncError.httpStatus(404, url: "http://x/m.json")).contains("404"))
        #expect(ErrorMessages.sentence(for: SyncError.truncated(received: 10, expected: 20)).contains("10 of 20"))
        #expect(Set(Self.syncErrors.map { ErrorMessages.sentence(for: $0) }).count == Self.syncErrors.count)
        #expect(ErrorMessages.sentence(for: SyncError.recorded("Old words.")) == "Old words.")
        // The sync screen shows one line of a failure: what to do fits in 78 columns, before the address.
        let withoutHTTP = ErrorMessages.sentence(for: SyncError.withoutHTTP("https://x/m.json"))
        #expect(withoutHTTP.prefix(78).contains("without the Network trait and syncs from files only"))
        #expect(withoutHTTP.contains("https://x/m.json") && withoutHTTP.contains("swift build"))
    }

    @Test func syncOutcomesAreSentencesWithDates() {
        let version = SnapshotVersion(timestamp: 1_763_779_980_000)
        #expect(ErrorMessages.sentence(for: .updated(version)) == "Updated to the snapshot of 2025-11-22 02:53 UTC.")
        #expect(
            ErrorMessages.sentence(for: .upToDate(version))
                == "Already up to date: the snapshot of 2025-11-22 02:53 UTC.")
        #expect(ErrorMessages.sentence(for: .failed(.noSpace)) == ErrorMessages.sentence(for: SyncError.noSpace))
        #expect(ErrorMessages.sentence(for: .cancelled) == "Cancelled; the snapshot was not changed.")
    }

    @Test func storeAndExportErrorsAreSentencesToo() {
        #expect(
            ErrorMessages.sentence(for: LocalStoreError.tooNew("local.db"))
                == "Your saved data (local.db) was written by a newer version of Explore.")
        #expect(
            ErrorMessages.sentence(for: CatalogExportError.directory(.merchantNotFound(MerchantID("x"))))
                == "There is no merchant x in this directory.")
    }

    @Test func locationSentencesSayWhatToType() {
        #expect(
            ErrorMessages.sentence(for: LocationError.notACoordinate("1,2,3"))
                == "“1,2,3” is not a position: write LAT,LON in degrees, such as 10.48,-66.90.")
        #expect(
            ErrorMessages.sentence(for: LocationError.ambiguous("san", candidates: ["San José", "San Telmo"]))
                == "“san” matches several places (San José, San Telmo): name one.")
        #expect(
            ErrorMessages.sentence(for: LocationError.noPlace("Atlantis", suggestions: []))
                == "No city or territory of this directory matches “Atlantis”.")
        #expect(
            ErrorMessages.sentence(for: LocationError.noPlace("Zurik", suggestions: ["Zürich"]))
                == "No city or territory of this directory matches “Zurik”. Did you mean “Zürich”?")
        #expect(
            ErrorMessages.sentence(for: LocationError.directory(.unavailable("/x.db")))
                == "Cannot open the directory snapshot /x.db: it is not a file this user may read.")
        #expect(
            ErrorMessages.sentence(for: LocationError.directory(.missing("/x.db")))
                == "There is no directory snapshot at /x.db (explore import or explore sync writes one).")
        #expect(ErrorMessages.sentence(for: LocationError.outOfRange("91,0")).hasPrefix("“91,0” is out of range"))
    }

    @Test func aFileThatCannotBeReadIsNotAServerThatCannotBeReached() {
        let error = SyncError.unreachable("/srv/m.json does not exist")
        #expect(
            ErrorMessages.sentence(for: error, source: "/srv/m.json")
                == "Could not read the published file: /srv/m.json does not exist.")
        #expect(
            ErrorMessages.sentence(for: .failed(error), source: "file:///srv/m.json")
                == "Could not read the published file: /srv/m.json does not exist.")
        #expect(
            ErrorMessages.sentence(
                for: SyncError.unreachable("example.org refused the connection"), source: "https://example.org/m.json")
                == "Could not reach the snapshot server: example.org refused the connection.")
    }

    @Test func favouritesSentencesAreTheirSidesSentences() {
        #expect(
            ErrorMessages.sentence(for: FavouritesError.store(.readFailed("disk")))
                == "Could not read your saved data: disk.")
        #expect(
            ErrorMessages.sentence(for: FavouritesError.directory(.corrupt("/x.db")))
                == ErrorMessages.sentence(for: DirectoryError.corrupt("/x.db")))
    }
}
