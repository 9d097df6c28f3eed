import ArgumentParser
import Foundation
import Presentation
import Terminal

/// `explore generate`: writes a synthetic directory snapshot, for demos and benchmarks.
struct GenerateCommand: ExploreSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a synthetic directory snapshot of any size.",
        discussion: """
            The same N and seed always give the same file. The file is a schema version 4 snapshot that \
            --db can read. An existing FILE is left alone unless --force is given.

            Examples:
              explore generate --merchants 1000 --out sample.db
              explore generate --merchants 100000 --out big.db --seed 7 --force
              explore generate --merchants 5000 --out site/explore.db --snapshot-version 1767312000000 \
                --manifest site/manifest.json
            """)

    @OptionGroup var globals: GlobalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("How many merchants, 1 to 1,000,000.", valueName: "n"))
    var merchants: Int

    @Option(help: ArgumentHelp("The snapshot file to write.", valueName: "file"))
    var out: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The random seed.", valueName: "s"))
    var seed: UInt64 = 1

    @Flag(help: "Replace FILE when it exists.")
    var force = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The snapshot's version: the publisher's timestamp in milliseconds since 1970 (default 1767225600000).",
            valueName: "ms"))
    var snapshotVersion: Int64?

    @Option(
        help: ArgumentHelp(
            "Also write the manifest `explore sync` reads (Docs/SnapshotFormat.md), in FILE's folder or above it.",
            valueName: "manifest"))
    var manifest: String?

    /// A million merchants is a few million rows: enough for any benchmark, small enough for a laptop.
    static let maximumMerchants = 1_000_000

    func validate() throws {
        guard (1...Self.maximumMerchants).contains(merchants) else {
            throw ValidationError("--merchants must be from 1 to 1,000,000, not \(merchants).")
        }
        if out.isEmpty { throw ValidationError("--out needs a file path.") }
        if let snapshotVersion, snapshotVersion <= 0 {
            throw ValidationError("--snapshot-version must be a positive number of milliseconds.")
        }
    }

    /// Writes the snapshot (and its manifest, when asked), refusing to replace a file without `--force`.
    @MainActor func run(with root: CompositionRoot) async throws {
        let request = SampleRequest(
            destination: FileLocations.absoluteURL(for: out), merchants: merchants, seed: seed, replacesExisting: force,
            version: snapshotVersion, manifest: manifest.map { FileLocations.absoluteURL(for: $0) })
        // Both files are checked before either is written: a folder or a FIFO is never a file to replace, and an
        // existing file is replaced only with --force.
        for file in [request.destination] + (request.manifest.map { [$0] } ?? []) {
            try FileLocations.requireFileOrNothing(at: file)
            if !force && FileManager.default.fileExists(atPath: file.path) { throw AppError.fileExists(file.path) }
        }
        let progress = ProgressReporter(title: "Generating \(merchants) merchants", unit: .items("merchants"))
        try await root.adapters.writeSample(request, progress)
        progress.finish()
        try root.console.print(["Wrote \(Formats.count(merchants, "merchant")) to \(request.destination.path)."])
        if let manifest = request.manifest { try root.console.print(["Wrote its manifest to \(manifest.path)."]) }
    }
}

/// What the sample generator is asked to write.
struct SampleRequest: Hashable, Sendable {
    var destination: URL
    var merchants: Int
    var seed: UInt64
    /// Whether an existing file at `destination` may be replaced.
    var replacesExisting: Bool
    /// The publisher's version in milliseconds; `nil` for the generator's fixed default.
    var version: Int64? = nil
    /// Where to write the snapshot's manifest, if anywhere.
    var manifest: URL? = nil
    /// The built-in sample's real-sounding names instead of the benchmark's invented ones.
    var isShowcase = false

    /// The sample a fresh machine starts with: the built-in sample (`SampleDirectoryGenerator.builtIn`: 300
    /// showcase merchants, seed 2026), small enough to write in a blink. It never replaces a snapshot that is there.
    static func firstRun(at destination: URL) -> SampleRequest {
        SampleRequest(destination: destination, merchants: 300, seed: 2026, replacesExisting: false, isShowcase: true)
    }
}
