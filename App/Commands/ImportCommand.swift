import ArgumentParser
import Domain
import Foundation
import Presentation
import Terminal

/// `explore import`: makes an older directory file, or a wallet archive, the current snapshot.
struct ImportCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a v1–v4 directory file as the current snapshot.",
        discussion: """
            FILE is read, never modified: it is converted to schema version 4 into a new file that then \
            replaces the snapshot (the one --db names, or the default). On any failure the snapshot is unchanged. \
            The new snapshot records a publication version: --snapshot-version, else the file's own, else the \
            file's modification time (the summary says which).

            Example:
              explore import dashwallet-explore.db
              explore import old.db --db site/explore.db --snapshot-version 1767225600000
            """)

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp("The directory file to import.", valueName: "file"))
    var file: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The publication version to record, in milliseconds since 1970 (default: the file's own, else its "
                + "modification time).",
            valueName: "ms"))
    var snapshotVersion: Int64?

    func validate() throws {
        if file.isEmpty { throw ValidationError("FILE needs a path.") }
        if let snapshotVersion, !SnapshotVersion(timestamp: snapshotVersion).isPlausible(at: Date()) {
            throw ValidationError(
                ErrorMessages.sentence(for: ImportError.implausibleVersion(SnapshotVersion(timestamp: snapshotVersion)))
            )
        }
    }

    /// Imports the file into the snapshot `--db` names (or the default one) and says what it held.
    @MainActor func run(with root: CompositionRoot) async throws {
        let source = FileLocations.absoluteURL(for: file)
        guard FileManager.default.fileExists(atPath: source.path) else { throw AppError.fileNotFound(source.path) }
        try root.firstRun.prepareSnapshotFolder()
        let progress = ProgressReporter(title: "Importing \(source.lastPathComponent)")
        let summary = try await root.adapters.importDirectory(
            source, root.locations.snapshot, snapshotVersion, progress)
        progress.finish()
        try root.console.print([ImportMessages.sentence(for: summary)])
    }
}
