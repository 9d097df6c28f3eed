import Domain
import Foundation
import Logging
import Synchronization
import TestSupport

@testable import ExploreApp
@testable import Terminal

/// Adapters over `TestSupport` fakes, for running commands and screens without SQLite files or a network.
extension Adapters {
    static func fake(
        directory: InMemoryDirectory = InMemoryDirectory(merchants: Fixtures.merchants),
        store: InMemoryLocalStore = InMemoryLocalStore(),
        atms: InMemoryATMDirectory = InMemoryATMDirectory(atms: Fixtures.atms)
    ) -> Adapters {
        Adapters(
            openDirectory: { url in
                guard FileManager.default.fileExists(atPath: url.path) else {
                    throw DirectoryError.missing(url.path)
                }
                return directory
            },
            openATMDirectory: { url in
                guard FileManager.default.fileExists(atPath: url.path) else {
                    throw DirectoryError.missing(url.path)
                }
                return atms
            },
            openPlaces: { url in
                guard FileManager.default.fileExists(atPath: url.path) else {
                    throw DirectoryError.missing(url.path)
                }
                return InMemoryPlaceDirectory(merchants: await directory.merchants)
            },
            openLocalStore: { _ in store },
            liveInfo: { _ in nil },
            snapshotPublisher: { _, _, _ in throw SyncError.unsupportedURL("(no publisher in these tests)") },
            writeSample: { request, progress in
                progress.update(completed: Int64(request.merchants), total: Int64(request.merchants))
                try Data("sample of \(request.merchants)".utf8).write(to: request.destination)
            },
            writeManifest: { snapshot, manifest in
                let published = SnapshotManifest(
                    version: SnapshotVersion(timestamp: 1_767_225_600_000), sha256: "(fake)",
                    size: 1_000, schemaVersion: 4, file: snapshot.lastPathComponent)
                try Data("manifest of \(snapshot.lastPathComponent)".utf8).write(to: manifest)
                return published
            },
            existingManifest: { _ in nil },
            stampVersion: { _, _ in },
            writeWalletArchive: { snapshot, archive in
                try Data("archive of \(snapshot.lastPathComponent)".utf8).write(to: archive)
                return (SnapshotVersion(timestamp: 1_767_225_600_000), 2_000)
            },
            importDirectory: { _, _, version, _ in
                ImportSummary(
                    sourceSchemaVersion: 1, merchantRows: 3, merchants: 2, providerRows: 0, atms: 1, skippedRows: 1,
                    version: SnapshotVersion(timestamp: version ?? 1_767_225_600_000),
                    versionSource: version == nil ? .modificationTime : .given)
            },
            checkIntegrity: { _, _ in "ok" })
    }
}

/// Collects what a command prints.
final class Printed: Sendable {
    private let text = Mutex("")

    var value: String { text.withLock { $0 } }

    @Sendable func append(_ more: String) {
        text.withLock { $0 += more }
    }

    /// Collects what a writer of the standard streams was handed.
    @Sendable func append(_ more: OutputText) {
        append(more.text)
    }
}

extension CompositionRoot {
    /// A root over fakes, its files in `folder`, its output collected in `printed` as a pipe would: 80 columns, no
    /// colour.
    static func fake(
        in folder: TemporaryFolder, db: String? = nil, adapters: Adapters = .fake(), printed: Printed
    ) -> CompositionRoot {
        CompositionRoot(
            locations: FileLocations.resolve(
                db: db, local: nil, environment: ["HOME": folder.url.path, "XDG_DATA_HOME": folder.url.path + "/xdg"]),
            adapters: adapters, logger: Logger(label: "test"),
            console: Console(write: printed.append, isTerminal: false, allowsColor: false, columns: 80))
    }
}

extension CompositionRoot {
    /// Parses `arguments` as `explore` does (`["search", "caf"]`) and runs the command with this root.
    @MainActor func run(_ arguments: [String]) async throws {
        let command = try ExploreCommand.parseAsRoot(arguments)
        guard let command = command as? any ExploreSubcommand else {
            throw TerminalError.badScript(line: 0, reason: "\(arguments) is not a command")
        }
        try await command.run(with: self)
    }
}
