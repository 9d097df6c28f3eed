import ArgumentParser
import Domain
import Foundation
import Presentation

/// `explore manifest`: publishes a snapshot by writing the manifest `explore sync` reads, the archive the Dash
/// wallets download, or both.
struct ManifestCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "manifest",
        abstract: "Publish a snapshot: the manifest explore sync reads, and the archive the Dash wallets download.",
        discussion: """
            The manifest (Docs/SnapshotFormat.md) names SNAPSHOT relative to itself, with its size, SHA-256, \
            schema version and the publication version the file records; serve both, and point explore sync \
            --from at the manifest. The wallet archive (--wallet-archive, Docs/DataFiles.md) is a ZIP archive whose \
            comment is TIMESTAMP#PASSWORD and whose entry explore.db, encrypted with AES-256, is SNAPSHOT with \
            Room's identity: the file the Dash wallets download, which explore sync --from also reads. SNAPSHOT \
            must be a current (version 4) directory that records its version (every file explore import, sync and \
            generate write does), in FILE's folder or below it.

            Example:
              explore import dashwallet-explore.db --db site/explore.db
              explore manifest site/explore.db --out site/manifest.json --wallet-archive site/explore.zip
            """)

    @OptionGroup var globals: GlobalOptions

    @Argument(help: ArgumentHelp("The snapshot file to publish.", valueName: "snapshot"))
    var snapshot: String

    @Option(help: ArgumentHelp("The manifest file to write (replaced if it exists).", valueName: "file"))
    var out: String?

    @Option(
        help: ArgumentHelp(
            "The wallet archive to write, for the Dash wallets and explore sync (replaced if it exists).",
            valueName: "file.zip"))
    var walletArchive: String?

    func validate() throws {
        if snapshot.isEmpty { throw ValidationError("SNAPSHOT needs a path.") }
        if out?.isEmpty == true { throw ValidationError("--out needs a file path.") }
        if walletArchive?.isEmpty == true { throw ValidationError("--wallet-archive needs a file path.") }
        if out == nil && walletArchive == nil {
            throw ValidationError("Give --out (the manifest), --wallet-archive (the wallets' archive), or both.")
        }
    }

    /// Writes the manifest, the archive or both, and says what they publish.
    @MainActor func run(with root: CompositionRoot) async throws {
        let source = FileLocations.absoluteURL(for: snapshot)
        let manifestFile = out.map { FileLocations.absoluteURL(for: $0) }
        let archiveFile = walletArchive.map { FileLocations.absoluteURL(for: $0) }
        guard FileManager.default.fileExists(atPath: source.path) else { throw AppError.fileNotFound(source.path) }
        for file in [source] + [manifestFile, archiveFile].compactMap({ $0 }) {
            try FileLocations.requireFileOrNothing(at: file)
        }
        if let manifestFile {
            let manifest = try root.adapters.writeManifest(source, manifestFile)
            try root.console.print([
                "Wrote \(manifestFile.path): \(manifest.file), the snapshot of \(Formats.date(manifest.version.date)), "
                    + "\(Formats.bytes(manifest.size)), schema version \(manifest.schemaVersion)."
            ])
        }
        if let archiveFile {
            let (version, size) = try root.adapters.writeWalletArchive(source, archiveFile)
            try root.console.print([
                "Wrote \(archiveFile.path): the wallet archive of the snapshot of \(Formats.date(version.date)) "
                    + "(version \(version)), \(Formats.bytes(size)), explore.db encrypted with AES-256."
            ])
        }
    }
}
