import Domain
import Foundation
import Terminal

/// The Data layer's adapters, as the composition root opens them: every member reaches a file or the network.
///
/// ``production`` (Adapters+Production.swift) fills them with the SQLite and HTTP adapters; tests fill them with the
/// in-memory fakes of `TestSupport`, so commands and screens run unchanged over either.
struct Adapters: Sendable {
    /// Opens the directory snapshot read-only. Must never create the file.
    var openDirectory: @Sendable (_ snapshot: URL) async throws -> any MerchantDirectory

    /// Opens the snapshot's ATMs read-only, from the same file. Must never create it.
    var openATMDirectory: @Sendable (_ snapshot: URL) async throws -> any ATMDirectory

    /// Opens the snapshot's cities and territories read-only, from the same file. Must never create it.
    var openPlaces: @Sendable (_ snapshot: URL) async throws -> any PlaceDirectory

    /// Opens (creating when missing) the local store.
    var openLocalStore: @Sendable (_ file: URL) async throws -> any LocalStore

    /// The gift-card providers' live API at CTX's endpoint, or `nil` (no endpoint) to resolve every offer from the
    /// snapshot.
    var liveInfo: @Sendable (_ ctx: URL?) -> (any LiveProviderInfoSource)?

    /// Where published snapshots come from, installing into `snapshot`: each transfer may take `timeout` in all, and
    /// a wait for another writer is said on `progress` when there is one.
    var snapshotPublisher:
        @Sendable (_ snapshot: URL, _ timeout: Duration, _ progress: ProgressReporter?) throws -> any SnapshotPublisher

    /// Writes a synthetic snapshot (the sample generator), and its manifest when asked.
    var writeSample: @Sendable (SampleRequest, ProgressReporter) async throws -> Void

    /// Writes the manifest that publishes `snapshot` (its size, SHA-256, schema and the version the file records) to
    /// `manifest`.
    var writeManifest: @Sendable (_ snapshot: URL, _ manifest: URL) throws -> SnapshotManifest

    /// The manifest already at a path, when there is one this program reads (`nil` otherwise): what a new one
    /// replaces.
    var existingManifest: @Sendable (_ manifest: URL) -> SnapshotManifest?

    /// Records a newer publication version in a snapshot about to be published again.
    var stampVersion: @Sendable (_ snapshot: URL, _ version: SnapshotVersion) throws -> Void

    /// Writes the archive the Dash wallets download (comment `TIMESTAMP#PASSWORD`, `explore.db` encrypted with
    /// AES-256) of `snapshot` to `archive`; returns the version it carries and its size in bytes.
    var writeWalletArchive:
        @Sendable (_ snapshot: URL, _ archive: URL) throws -> (version: SnapshotVersion, size: Int64)

    /// Converts a v1–v4 directory file into a new current snapshot at `snapshot`, never touching `source`, recording
    /// `version` (milliseconds since 1970) when given. Returns what was imported.
    var importDirectory:
        @Sendable (_ source: URL, _ snapshot: URL, _ version: Int64?, ProgressReporter) async throws -> ImportSummary

    /// Checks a snapshot file's integrity (`PRAGMA quick_check`, or `integrity_check` when `full`, and the FTS
    /// tables); returns "ok" or a one-line description of the damage.
    var checkIntegrity: @Sendable (_ snapshot: URL, _ full: Bool) async throws -> String
}
