import ArgumentParser
import Foundation

/// `explore import`: makes an older directory file the current snapshot.
struct ImportCommand: AsyncParsableCommand {
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

    func run() async throws {
        let root = try CompositionRoot(options: globals)
        try await root.runImport(from: FileLocations.absoluteURL(for: file))
    }
}
