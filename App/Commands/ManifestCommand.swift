import ArgumentParser
import Domain
import Foundation
import Presentation

/// `explore manifest`: publishes a snapshot by writing the manifest `explore sync` reads.
struct ManifestCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest",
        abstract: "Write the manifest that publishes a snapshot, for explore sync.",
        discussion: """
            The manifest (Docs/SnapshotFormat.md) names SNAPSHOT relative to itself, with its size, SHA-256, \
            schema version and the publication version the file records. SNAPSHOT must be a current (version 4) \
            directory that records its version (every file explore import, sync and generate write does), in \
            FILE's folder or below it; serve both, and point explore sync --from at the manifest.

            Example:
              explore import dashwallet-explore.db --db site/explore.db
              explore manifest site/explore.db --out site/manifest.json
            """)

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp("The snapshot file to publish.", valueName: "snapshot"))
    var snapshot: String

    @Option(help: ArgumentHelp("The manifest file to write (replaced if it exists).", valueName: "file"))
    var out: String

    func validate() throws {
        if snapshot.isEmpty { throw ValidationError("SNAPSHOT needs a path.") }
        if out.isEmpty { throw ValidationError("--out needs a file path.") }
    }

    /// Writes the manifest and says what it publishes.
    @MainActor func run(with root: CompositionRoot) async throws {
        let source = FileLocations.absoluteURL(for: snapshot)
        let destination = FileLocations.absoluteURL(for: out)
        guard FileManager.default.fileExists(atPath: source.path) else { throw AppError.fileNotFound(source.path) }
        try FileLocations.requireFileOrNothing(at: source)
        try FileLocations.requireFileOrNothing(at: destination)
        let manifest = try root.adapters.writeManifest(source, destination)
        root.console.print([
            "Wrote \(destination.path): \(manifest.file), the snapshot of \(Formats.date(manifest.version.date)), "
                + "\(Formats.bytes(manifest.size)), schema version \(manifest.schemaVersion)."
        ])
    }
}
