import Domain
import Foundation

extension LegacyDirectoryImporter {
    /// Imports the directory of a wallet archive: `explore.db` is unpacked beside the destination (never named from
    /// the entry), imported from there as any directory file, and removed; the archive's timestamp is the version
    /// unless one is given.
    func importArchive(
        _ source: String, to destination: String, version given: SnapshotVersion?,
        waiting: @escaping @Sendable () -> Void
    ) throws(ImportError) -> ImportSummary {
        let unpacked: UnpackedArchive
        do {
            unpacked = try UnpackedArchive.unpack(source, beside: URL(fileURLWithPath: destination))
        } catch {
            throw Self.importError(for: error, archive: source)
        }
        defer { unpacked.remove() }
        let inspection: LegacySourceInspection
        do {
            inspection = try LegacySourceInspection(path: unpacked.file.path)
        } catch {
            throw error.naming(unpacked.file.path, as: "\(source) (its explore.db)")
        }
        let file = URL(fileURLWithPath: source).resolvingSymlinksInPath()
        let version = given.map { ($0, .given) } ?? versionFound(unpacked.comment.version, from: .archive, file: file)
        return try convert(inspection, to: destination, version: version, rule: .always, waiting: waiting).summary
    }

    static func importError(for failure: ArchiveFailure, archive: String) -> ImportError {
        switch failure {
        case .problem(let problem): .archive(archive, problem)
        case .write(_, let reason): .writeFailed(reason)
        }
    }
}

extension ImportError {
    /// The same error, naming `name` where it named the file at `path` (a temporary file the person never saw).
    func naming(_ path: String, as name: String) -> ImportError {
        func renamed(_ text: String) -> String { text == path ? name : text }
        return switch self {
        case .sourceUnavailable(let file): .sourceUnavailable(renamed(file))
        case .notAFile(let file, let kind): .notAFile(renamed(file), kind: kind)
        case .empty(let file): .empty(renamed(file))
        case .notSQLite(let file): .notSQLite(renamed(file))
        case .cutShort(let file, let size, let expected): .cutShort(renamed(file), size: size, expected: expected)
        case .failsIntegrityCheck(let file, let problems): .failsIntegrityCheck(renamed(file), problems: problems)
        case .corrupt(let file, let detail): .corrupt(renamed(file), detail: detail)
        case .notADirectory(let file): .notADirectory(renamed(file))
        case .computedData(let file, let what): .computedData(renamed(file), what: what)
        case .unsavedChanges(let file): .unsavedChanges(renamed(file))
        case .unsupportedSchema, .sameFile, .writeFailed, .implausibleVersion, .archive: self
        }
    }
}
