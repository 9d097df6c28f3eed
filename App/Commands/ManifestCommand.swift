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

            After an edit of SNAPSHOT, publish it with --snapshot-version now: clients compare versions, so bytes \
            that changed under the old one stay unseen (writing a manifest over one of the same version whose \
            snapshot changed warns of it).

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

    @Option(
        help: ArgumentHelp(
            "Record a new publication version in SNAPSHOT first: now, or milliseconds since 1970 (newer than the "
                + "one it records).",
            valueName: "now|ms"),
        transform: ManifestCommand.version)
    var snapshotVersion: SnapshotVersion?

    func validate() throws {
        if snapshot.isEmpty { throw ValidationError("SNAPSHOT needs a path.") }
        if out?.isEmpty == true { throw ValidationError("--out needs a file path.") }
        if walletArchive?.isEmpty == true { throw ValidationError("--wallet-archive needs a file path.") }
        if out == nil && walletArchive == nil {
            throw ValidationError("Give --out (the manifest), --wallet-archive (the wallets' archive), or both.")
        }
    }

    /// `now`, or a plausible publication time in milliseconds since 1970; anything else is a usage error.
    static func version(_ text: String) throws -> SnapshotVersion {
        let now = Date()
        let version =
            text == "now"
            ? SnapshotVersion(timestamp: Int64((now.timeIntervalSince1970 * 1000).rounded(.down)))
            : Int64(text).map(SnapshotVersion.init(timestamp:))
        guard let version, version.isPlausible(at: now) else {
            throw ValidationError(
                "--snapshot-version takes now, or a time in milliseconds since 1970 from 2015 on and at most a day "
                    + "ahead, not \(text.debugDescription).")
        }
        return version
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
        if let snapshotVersion {
            try root.adapters.stampVersion(source, snapshotVersion)
            try root.console.print([
                "Recorded version \(snapshotVersion) (\(Formats.date(snapshotVersion.date))) in \(source.path)."
            ])
        }
        if let manifestFile {
            let replaced = root.adapters.existingManifest(manifestFile)
            let manifest = try root.adapters.writeManifest(source, manifestFile)
            try root.console.print([
                "Wrote \(manifestFile.path): \(manifest.file), the snapshot of \(Formats.date(manifest.version.date)), "
                    + "\(Formats.bytes(manifest.size)), schema version \(manifest.schemaVersion)."
            ])
            if let replaced, replaced.version == manifest.version, replaced.file == manifest.file,
                replaced.sha256 != manifest.sha256
            {
                let warning = ErrorMessages.sameVersionWarning(
                    snapshot: source.path, manifest: manifestFile.path, version: manifest.version)
                FileHandle.standardError.write(Data("explore: warning: \(warning)\n".utf8))
            }
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
