import ArgumentParser
import Foundation
import Presentation

/// `explore sync`: replaces the directory snapshot with a newer published one.
struct SyncCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Update the directory snapshot from a published manifest.",
        discussion: """
            URL names the manifest (a small JSON file published beside the snapshot; see \
            Docs/SnapshotFormat.md). The snapshot is downloaded only when newer than yours, checked against \
            the manifest's size and SHA-256, and swapped in whole: on any failure your snapshot is unchanged. \
            Every attempt is recorded in the local store's sync history, with any password in URL masked.

            Examples:
              explore sync --from https://example.org/explore/manifest.json
              explore sync --from file:///srv/explore/manifest.json --timeout 60
            """)

    @OptionGroup var globals: GlobalOptions

    @Option(
        help: ArgumentHelp("The manifest's address: file://, http:// or https://.", valueName: "url"),
        transform: SyncCommand.manifestURL)
    var from: URL

    @Option(
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

    /// Syncs, showing the download's progress on standard error, and says how it ended.
    @MainActor func run(with root: CompositionRoot) async throws {
        let progress = ProgressReporter(title: "Downloading the snapshot", unit: .bytes)
        let sync = try await root.syncDirectory(timeout: .seconds(timeout), progress: progress)
        let outcome = try await sync(from: from, force: force) { progress.update($0) }
        progress.finish()
        root.console.print([ErrorMessages.sentence(for: outcome)])
    }

    /// A `file`, `http` or `https` URL; anything else is a usage error.
    static func manifestURL(_ text: String) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["file", "http", "https"].contains(scheme),
            scheme == "file" ? !url.path.isEmpty : url.host?.isEmpty == false
        else {
            throw ValidationError("'\(text)' is not a manifest address: use file://, http:// or https://.")
        }
        return url
    }
}
