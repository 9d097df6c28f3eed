import ArgumentParser
import Domain
import Foundation
import Presentation
import Terminal

/// `explore sync`: replaces the directory snapshot with a newer published one.
struct SyncCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Update the directory snapshot from a published manifest.",
        discussion: """
            --from names the manifest (a small JSON file published beside the snapshot, written by explore \
            manifest; see Docs/SnapshotFormat.md): a web address or a file. Once it has given a manifest, it is \
            remembered, so later syncs (and the sync screen) need no --from, unless it holds a password or a \
            token, which are never kept. \
            The snapshot is downloaded only when newer than yours (or with --force, whatever yours is), checked \
            against the manifest's size and SHA-256, and swapped in whole: on any failure your snapshot is \
            unchanged. Every attempt is recorded in the local store's sync history, credentials masked. A source \
            whose name ends in .zip is a wallet archive, the file the Dash wallets download: its version is read \
            from its end, and a newer one is downloaded and imported.

            Examples:
              explore sync --from https://example.org/explore/manifest.json
              explore sync --from /srv/explore/manifest.json --timeout 60
              explore sync --from https://example.org/explore/explore.zip
              explore sync
            """)

    @OptionGroup var globals: GlobalOptions

    @Option(
        help: ArgumentHelp(
            "The manifest, or a wallet archive (.zip): an https:// or http:// address, or a file (default: the "
                + "source of the last sync).",
            valueName: "url|file"),
        transform: SyncCommand.manifestURL)
    var from: URL?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The longest the manifest's transfer, and then the snapshot's, may each take (default 300).",
            valueName: "seconds"))
    var timeout: Int = Int(SyncCommand.defaultTimeout.components.seconds)

    @Flag(help: "Install the published snapshot even when yours is as new or newer.")
    var force = false

    /// How long a transfer may take when `--timeout` is not given: a large snapshot on a slow line, not a server that
    /// trickles forever.
    static let defaultTimeout = Duration.seconds(300)

    func validate() throws {
        guard (1...86_400).contains(timeout) else {
            throw ValidationError("--timeout must be from 1 to 86400 seconds, not \(timeout).")
        }
    }

    /// Syncs, showing the download's progress on standard error, and says how it ended. The source is remembered
    /// for the next sync, here and on the sync screen.
    @MainActor func run(with root: CompositionRoot) async throws {
        let progress = ProgressReporter(title: "Downloading the snapshot", unit: .bytes)
        let sync = try await root.syncDirectory(timeout: .seconds(timeout), progress: progress)
        let remembered = from == nil ? try await sync.source() : nil
        guard let source = from ?? remembered else {
            throw WordedFailure(
                description: "No sync source is set yet: give --from with the manifest's address or file.")
        }
        let text = ManifestAddress.text(of: source)
        #if Network
            if source.scheme?.lowercased() == "http" { progress.note(Self.plainHTTPNote) }
        #endif
        let outcome: SyncOutcome
        do {
            outcome = try await sync(from: source, force: force) { progress.update($0) }
        } catch {
            throw WordedFailure(description: ErrorMessages.sentence(for: error, source: text))
        }
        progress.finish()
        try root.console.print([ErrorMessages.sentence(for: outcome, source: text)])
    }

    /// Said once, before a sync over plain HTTP.
    static let plainHTTPNote =
        "Note: http:// is not private: the network can see what is downloaded. The snapshot is checked against the "
        + "manifest's SHA-256, which came the same way; use https:// where the server offers it."

    /// An `https`, `http` or `file` URL, or a file's path (relative to the current folder); anything else is a usage
    /// error.
    static func manifestURL(_ text: String) throws -> URL {
        let hasScheme = text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil
        let address = hasScheme ? text : FileLocations.absoluteURL(for: text).path
        do {
            return try ManifestAddress.url(from: address)
        } catch {
            throw ValidationError(ErrorMessages.sentence(for: error))
        }
    }
}
