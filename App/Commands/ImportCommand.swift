import ArgumentParser
import Foundation

/// `explore import`: makes an older directory file the current snapshot.
struct ImportCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a v1–v4 directory file as the current snapshot.",
        discussion: """
            FILE is read, never modified: it is converted to schema version 4 into a new file that then \
            replaces the snapshot (the one --db names, or the default). On any failure the snapshot is unchanged.

            Example:
              explore import dashwallet-explore.db
            """)

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp("The directory file to import.", valueName: "file"))
    var file: String

    func validate() throws {
        if file.isEmpty { throw ValidationError("FILE needs a path.") }
    }

    /// Imports the file into the snapshot `--db` names (or the default one) and says what it held.
    @MainActor func run(with root: CompositionRoot) async throws {
        let source = FileLocations.absoluteURL(for: file)
        guard FileManager.default.fileExists(atPath: source.path) else { throw AppError.fileNotFound(source.path) }
        try root.firstRun.prepareSnapshotFolder()
        let progress = ProgressReporter(title: "Importing \(source.lastPathComponent)")
        let summary = try await root.adapters.importDirectory(source, root.locations.snapshot, progress)
        progress.finish()
        root.console.print([summary])
    }
}
