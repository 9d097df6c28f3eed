import Domain
import Foundation
import Presentation

extension CompositionRoot {
    /// `explore import`: a v1–v4 file becomes the current snapshot.
    func runImport(from source: URL) async throws {
        guard FileManager.default.fileExists(atPath: source.path) else { throw AppError.fileNotFound(source.path) }
        try firstRun.prepareSnapshotFolder()
        let progress = ProgressReporter(title: "Importing \(source.lastPathComponent)")
        let summary = try await adapters.importDirectory(source, locations.snapshot, progress)
        progress.finish()
        printLines([summary])
    }

    /// `explore generate`: a synthetic snapshot at the requested path.
    func runGenerate(_ request: SampleRequest) async throws {
        if !request.replacesExisting && FileManager.default.fileExists(atPath: request.destination.path) {
            throw AppError.fileExists(request.destination.path)
        }
        let progress = ProgressReporter(title: "Generating \(request.merchants) merchants", unit: .items("merchants"))
        try await adapters.writeSample(request, progress)
        progress.finish()
        printLines(["Wrote \(request.merchants) merchants to \(request.destination.path)."])
        if let manifest = request.manifest { printLines(["Wrote its manifest to \(manifest.path)."]) }
    }

    /// `explore sync`: a newer published snapshot replaces the current one, or becomes the first one.
    func runSync(from url: URL) async throws {
        let snapshot = locations.snapshot
        let directory: any MerchantDirectory =
            FileManager.default.fileExists(atPath: snapshot.path)
            ? try await adapters.openDirectory(snapshot) : AbsentDirectory(path: snapshot.path)
        try firstRun.prepareSnapshotFolder()
        let store = try await openLocalStore()
        let publisher = try adapters.snapshotPublisher(locations.snapshot)
        let progress = ProgressReporter(title: "Downloading the snapshot", unit: .bytes)
        let sync = SyncDirectory(directory: directory, publisher: publisher, store: store)
        let outcome = try await sync(from: url) { progress.update($0) }
        progress.finish()
        printLines([ErrorMessages.sentence(for: outcome)])
    }

    /// `explore catalog`: the directory published as documents.
    func runCatalog(_ request: CatalogRequest) async throws {
        let directory = try await openDirectory()
        // The ATMs are read from the same file; a file without them simply gives a catalog without ATMs.
        let atms = try await adapters.openATMDirectory(locations.snapshot)
        let catalog = try await BuildCatalog(directory: directory, atms: atms)(territory: request.territory)
        let progress = ProgressReporter(title: "Writing the catalog", unit: .items("merchants"))
        let files = try await adapters.writeCatalog(catalog, request, progress)
        progress.finish()
        printLines(["Wrote \(files.count) files to \(request.outputDirectory.path)."])
    }
}
