import Domain
import Foundation

/// Turns the Domain's typed errors into one sentence a person can act on: the only place they are worded, for the
/// screens and the command line alike.
///
/// A sentence says what went wrong and, when there is one, what to do about it; it never carries a type name.
public enum ErrorMessages {
    /// The sentence for a failure to read the directory, in a language's words.
    public static func sentence(for error: DirectoryError, words: Words = .english) -> String {
        let schema = "\(SnapshotInfo.currentSchemaVersion)"
        return switch error {
        case .missing(let file): words("error.directory.missing", file)
        case .unavailable(let file): words("error.directory.unavailable", file)
        case .corrupt(let file): words("error.directory.corrupt", file)
        case .notADirectory(let file): words("error.directory.not-a-directory", file)
        case .computedData(let file, let what): words("error.directory.computed-data", file, what)
        case .unsavedChanges(let file): unsavedChanges(file, words: words)
        case .unsupportedSchema(let version):
            words("error.directory.unsupported-schema", "\(version)", schema, schema)
        case .merchantNotFound(let id): words("error.directory.merchant-not-found", "\(id)")
        case .atmNotFound(let id): words("error.directory.atm-not-found", "\(id)")
        case .territoryNotFound(let name, let suggestions):
            words("error.directory.territory-not-found", name) + didYouMean(suggestions, words: words)
        case .invalidQuery(.needsPosition): words("error.directory.needs-position")
        case .invalidQuery(.radiusOutOfRange(let maximum)):
            words("error.directory.radius", words.radius(maximum))
        case .readFailed(let reason): words("error.directory.read-failed", detail(reason))
        case .implausibleCount(let column):
            words("error.directory.implausible-count", column, words.number(DirectoryError.largestCount))
        }
    }

    /// A file whose last changes are still in its write-ahead log, and how to fold them in.
    static func unsavedChanges(_ path: String, words: Words = .english) -> String {
        words("error.unsaved-changes", path)
    }

    /// The sentence for a failure of the user's local store, in a language's words.
    public static func sentence(for error: LocalStoreError, words: Words = .english) -> String {
        switch error {
        case .unavailable(let file): words("error.store.unavailable", file)
        case .corrupt(let file): words("error.store.corrupt", file)
        case .tooNew(let file): words("error.store.too-new", file)
        case .writeFailed(let reason): words("error.store.write-failed", detail(reason))
        case .readFailed(let reason): words("error.store.read-failed", detail(reason))
        }
    }

    /// The sentence for a failed sync; the sync history shows these too.
    ///
    /// - Parameter source: where the sync read from, when known: a file that cannot be read is not a server that
    ///   cannot be reached.
    public static func sentence(for error: SyncError, source: String? = nil) -> String {
        switch error {
        case .unsupportedURL(let url):
            "Cannot sync from \(url): give an https:// or http:// address, or the path of a manifest file."
        // What to do comes first: the sync screen shows one line of it, and its header already names the source.
        case .withoutHTTP(let url):
            "This explore was built without the Network trait and syncs from files only: give a manifest file's path "
                + "instead of \(url), or build the whole program (swift build)."
        case .refusedAddress(let refused): sentence(for: refused)
        case .unreachable(let reason) where source.map(isFile) ?? false:
            "Could not read the published file: \(detail(reason))."
        case .unreachable(let reason): "Could not reach the snapshot server: \(detail(reason))."
        case .httpStatus(let status, let url): "The server answered HTTP \(status) for \(url)."
        case .badManifest(let reason): "The snapshot manifest is not valid: \(detail(reason))."
        case .truncated(let received, let expected): "The download stopped after \(received) of \(expected) bytes."
        case .tooLarge(let limit): "The snapshot is larger than the \(limit)-byte limit."
        case .checksumMismatch(let expected, let actual):
            "The snapshot's SHA-256 is \(actual), but the manifest says \(expected)."
        case .invalidSnapshot(let reason): "The downloaded file is not a usable directory: \(detail(reason))."
        case .unsupportedSchema(let version):
            "The published snapshot has schema version \(version); this program reads version "
                + "\(SnapshotInfo.currentSchemaVersion)."
        case .noSpace: "There is not enough disk space to download the snapshot."
        case .io(let reason): "Could not write the snapshot: \(detail(reason))."
        case .recorded(let sentence): sentence
        case .timedOut(let seconds, let received):
            "The transfer did not finish within the \(Self.seconds(seconds)) time limit (\(Formats.bytes(received)) "
                + "received); the snapshot was not changed."
        case .notAFile(let path, let kind): "Cannot read \(path): \(notAFile(kind, wanted: "a file"))."
        case .implausibleVersion(let version):
            "The manifest's version \(version) is not a plausible publication time (it must be after 2015 and "
                + "not more than a day ahead of this machine's clock)."
        case .overtaken(let version):
            "Another explore installed the snapshot of \(Formats.date(version.date)) meanwhile; it was kept."
        case .archive(let problem): "The published wallet archive cannot be used: \(clause(for: problem))."
        case .notRecorded(let outcome, let failure):
            "\(sentence(for: outcome, source: source)) It could not be recorded in the sync history: "
                + "\(detail(storeReason(failure)))."
        }
    }

    /// What went wrong with the local store, as a clause.
    private static func storeReason(_ error: LocalStoreError) -> String {
        switch error {
        case .unavailable(let path): "\(path) cannot be opened"
        case .corrupt(let path): "\(path) is damaged"
        case .tooNew(let path): "\(path) was written by a newer explore"
        case .writeFailed(let reason), .readFailed(let reason): reason
        }
    }

    /// The sentence for a failed import; the snapshot in use is unchanged after any of them.
    public static func sentence(for error: ImportError) -> String {
        switch error {
        case .sourceUnavailable(let path): "Cannot read \(path): the file is missing or not readable."
        case .notAFile(let path, let kind): "Cannot import \(path): \(notAFile(kind, wanted: "a directory file"))."
        case .empty(let path): "\(path) is empty: it holds no directory."
        case .notSQLite(let path): "\(path) is not an SQLite database."
        case .cutShort(let path, let size, let expected):
            "\(path) is cut short: it holds \(Formats.bytes(size)) of the \(Formats.bytes(expected)) its header "
                + "announces."
        case .failsIntegrityCheck(let path, let problems):
            "\(path) is damaged: SQLite's integrity check says \(detail(problems.joined(separator: "; ")))."
        case .corrupt(let path, let reason): "\(path) is damaged: \(detail(reason))."
        case .notADirectory(let path): "\(path) is an SQLite database, but not a merchant directory."
        case .computedData(let path, let what):
            "\(path) is refused: it computes values of its own (\(what)), where a directory file only stores them."
        case .unsavedChanges(let path): unsavedChanges(path)
        case .unsupportedSchema(let version):
            "The file has schema version \(version); only directory versions 1 to 4 can be imported."
        case .sameFile(let path): "Cannot import \(path) onto itself: choose another file."
        case .writeFailed(let reason): "Could not write the new directory: \(detail(reason))."
        case .implausibleVersion(let version):
            "The version \(version) is not a plausible publication time (it must be after 2015 and not more than a "
                + "day ahead of this machine's clock)."
        case .archive(let path, let problem): "Cannot import the wallet archive \(path): \(clause(for: problem))."
        }
    }

    /// The sentence for a gift-card provider's live information that could not be had.
    public static func sentence(for error: LiveInfoError) -> String {
        switch error {
        case .unreachable(let reason): "The gift-card provider could not be reached: \(detail(reason))."
        case .timedOut: "The gift-card provider did not answer in time."
        case .refusedAddress(let refused): sentence(for: refused)
        case .httpStatus(let status): "The gift-card provider answered HTTP \(status)."
        case .malformed(let reason): "The gift-card provider's answer was not understood: \(detail(reason))."
        }
    }

    /// The sentence for a failed catalog export.
    public static func sentence(for error: CatalogExportError) -> String {
        switch error {
        case .directory(let error): sentence(for: error)
        case .writeFailed(let reason): "Could not write the catalog: \(detail(reason))."
        }
    }

    /// How a sync ended, in words: the sync screen, its history and `explore sync` say the same.
    public static func sentence(for outcome: SyncOutcome, source: String? = nil) -> String {
        switch outcome {
        case .updated(let version): "Updated to the snapshot of \(Formats.date(version.date))."
        case .upToDate(let version): "Already up to date: the snapshot of \(Formats.date(version.date))."
        case .failed(let error): sentence(for: error, source: source)
        case .cancelled: "Cancelled; the snapshot was not changed."
        }
    }

    /// "it is a folder, not a file": what was found where a file was expected.
    static func notAFile(_ kind: FileKind, wanted: String) -> String {
        let found =
            switch kind {
            case .folder: "a folder"
            case .fifo: "a named pipe (FIFO)"
            case .socket: "a socket"
            case .device: "a device"
            case .other: "something other than a regular file"
            }
        return "it is \(found), not \(wanted)"
    }

    /// A time limit in words: "300 seconds", "1.5 seconds".
    private static func seconds(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        return value == 1 ? "1-second" : "\(text)-second"
    }

    /// " Did you mean “California”?", " Did you mean “Carabobo” or “Caracas”?", or nothing without suggestions.
    static func didYouMean(_ names: [String], words: Words = .english) -> String {
        let quoted = names.map { words("error.quoted", $0) }
        guard let last = quoted.last else { return "" }
        let list = quoted.count == 1 ? last : words("error.or", quoted.dropLast().joined(separator: ", "), last)
        return words("error.did-you-mean", list)
    }

    /// The sentence for a location that could not be chosen, in a language's words.
    public static func sentence(for error: LocationError, words: Words = .english) -> String {
        switch error {
        case .notACoordinate(let text): words("error.location.not-a-coordinate", text)
        case .outOfRange(let text): words("error.location.out-of-range", text)
        case .noPlace(let text, let suggestions):
            words("error.location.no-place", text) + didYouMean(suggestions, words: words)
        case .ambiguous(let text, let candidates):
            words("error.location.ambiguous", text, candidates.joined(separator: ", "))
        case .directory(let error): sentence(for: error, words: words)
        }
    }

    /// The sentence for favourites that could not be listed, in a language's words.
    public static func sentence(for error: FavouritesError, words: Words = .english) -> String {
        switch error {
        case .store(let error): sentence(for: error, words: words)
        case .directory(let error): sentence(for: error, words: words)
        }
    }

    /// Whether a sync source names a file rather than a server.
    private static func isFile(_ source: String) -> Bool {
        source.hasPrefix("/") || source.lowercased().hasPrefix("file:")
    }

    /// A reason from elsewhere (a database, the system) as a clause: trimmed, without its own final full stop, so
    /// the sentence ends with exactly one.
    static func detail(_ reason: String) -> String {
        var text = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
