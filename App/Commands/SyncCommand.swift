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
            Every attempt is recorded in the local store's sync history.

            Examples:
              explore sync --from https://example.org/explore/manifest.json
              explore sync --from file:///srv/explore/manifest.json
            """)

    @OptionGroup var globals: GlobalOptions

    @Option(
        help: ArgumentHelp("The manifest's address: file://, http:// or https://.", valueName: "url"),
        transform: SyncCommand.manifestURL)
    var from: URL

    /// Syncs, showing the download's progress on standard error, and says how it ended.
    @MainActor func run(with root: CompositionRoot) async throws {
        let sync = try await root.syncDirectory()
        let progress = ProgressReporter(title: "Downloading the snapshot", unit: .bytes)
        let outcome = try await sync(from: from) { progress.update($0) }
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
