import Domain
import Foundation
import Logging

/// The pieces of the other layers the commands use: every member is a plug point of the composition root.
///
/// The commands are written against these closures, so tests run them on `TestSupport` fakes, and connecting
/// the Data and Presentation layers means filling in ``production`` (Adapters+Production.swift) and nothing else.
struct Adapters: Sendable {
    /// Opens the directory snapshot read-only. Must never create the file.
    var openDirectory: @Sendable (_ snapshot: URL) async throws -> any MerchantDirectory

    /// Opens (creating when missing) the local store.
    var openLocalStore: @Sendable (_ file: URL) async throws -> any LocalStore

    /// The gift-card providers' live API, or `nil` to resolve every offer from the snapshot.
    var liveInfo: @Sendable () -> (any LiveProviderInfoSource)?

    /// Writes a synthetic snapshot (the sample generator).
    var writeSample: @Sendable (SampleRequest, ProgressReporter) async throws -> Void

    /// Converts a v1–v4 directory file into a new current snapshot at `snapshot`, never touching `source`.
    /// Returns one sentence summing up what was imported.
    var importDirectory: @Sendable (_ source: URL, _ snapshot: URL, ProgressReporter) async throws -> String

    /// Where published snapshots come from, installing into `snapshot`.
    var snapshotPublisher: @Sendable (_ snapshot: URL) throws -> any SnapshotPublisher

    /// Checks a snapshot file's integrity (`PRAGMA integrity_check` and the FTS tables); returns "ok" or
    /// a one-line description of the damage.
    var checkIntegrity: @Sendable (_ snapshot: URL) async throws -> String

    /// The merchant list as text lines for `explore search --format text`.
    var renderMerchantList: @Sendable (Page<MerchantListing>, MerchantQuery, RenderOptions) throws -> [String]

    /// A merchant's detail as text lines for `explore show --format text`.
    var renderMerchantDetail: @Sendable (MerchantDetail, RenderOptions) throws -> [String]

    /// Writes the catalog documents `request` asks for; returns the files written, relative to its folder.
    var writeCatalog: @Sendable (Catalog, CatalogRequest, ProgressReporter) async throws -> [String]

    /// The navigator on its home screen, for the interactive mode, `explore play` and the one-shot home screen.
    var makeScreenHost: @MainActor @Sendable (ScreenContext) async throws -> any ScreenHost

    /// Opens the snapshot's ATMs read-only. Must never create the file. Defaults to "not wired" so that adapters
    /// written before the ATM finder still build.
    var openATMDirectory: @Sendable (_ snapshot: URL) async throws -> any ATMDirectory = { _ in
        throw AppError.notWiredYet("list ATMs")
    }

    /// The ATM list as text lines for `explore atms --format text`.
    var renderATMList: @Sendable (Page<ATMListing>, RenderOptions) throws -> [String] = { _, _ in
        throw AppError.notWiredYet("print ATMs as text (use --format json)")
    }
}

/// How text output is drawn.
struct RenderOptions: Hashable, Sendable {
    var size: TerminalSize
    /// Whether ANSI colours and styles may be used (`--no-color` and `NO_COLOR` turn them off).
    var usesColor: Bool
}

/// What the navigator is built from.
struct ScreenContext: Sendable {
    var directory: any MerchantDirectory
    var localStore: any LocalStore
    var liveInfo: (any LiveProviderInfoSource)?
    var render: RenderOptions
    var logger: Logger
    /// The snapshot's ATMs, for the ATM screens; `nil` when they could not be opened (the screens are not shown).
    var atmDirectory: (any ATMDirectory)? = nil
    /// Where the sync screen downloads from (the `snapshotPublisher` plug point, bound to the snapshot file);
    /// `nil` when this build cannot sync, and the sync screen then says so when started.
    var publisher: (any SnapshotPublisher)? = nil
    /// `explore`'s data folder: the export screen writes into its `catalog` folder, and the sync screen, before
    /// any sync has run, syncs from its `manifest.json`.
    var dataFolder: URL? = nil
}
