import Domain
import Observation

/// Publishes the directory as a catalog, showing merchants written against the total as it goes.
@MainActor @Observable
public final class CatalogExportViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public private(set) var state: CatalogExportViewState
    @ObservationIgnored private var intents: [CatalogExportIntent] = []
    @ObservationIgnored private let territory: String?
    @ObservationIgnored private let buildCatalog: BuildCatalog
    @ObservationIgnored private let exporter: any CatalogExporting
    @ObservationIgnored private let work = RunningWork()
    /// Bumped by every start and cancel, so a cancelled export's late answer changes nothing on screen.
    @ObservationIgnored private var generation = 0

    /// - Parameters:
    ///   - territory: restricts the catalog to one territory, when set.
    ///   - destination: where the exporter writes, as the user gave it; shown, never opened here.
    public init(
        territory: String?, destination: String, buildCatalog: BuildCatalog, exporter: any CatalogExporting
    ) {
        self.territory = territory
        self.buildCatalog = buildCatalog
        self.exporter = exporter
        self.state = CatalogExportViewState(
            destination: destination, scope: territory.map { "Territory: \($0)" } ?? "Whole directory")
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [CatalogExportIntent] {
        defer { intents.removeAll() }
        return intents
    }

    /// Returns when the export has finished (or, cancelled, has stopped).
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    /// Enter (or the `catalog` command): builds the catalog and writes it; ignored while an export runs.
    public func exportStarted() {
        guard !state.job.isActive else { return }
        start()
    }

    /// Stops the export under way; files already written stay, and the screen says it was cancelled.
    public func cancelTapped() {
        guard state.job.isActive else { return }
        generation += 1
        work.cancelAll()
        state.job = .cancelled
    }

    /// Starts a failed export again.
    public func retryTapped() {
        guard case .failed = state.job else { return }
        start()
    }

    /// Esc: cancels any export under way and asks to leave.
    public func backTapped() {
        cancelTapped()
        intents.append(.back)
    }

    private func start() {
        generation += 1
        let generation = self.generation
        state.job = .preparing("Reading the directory…")
        state.files = []
        let (progress, reporter) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        let (buildCatalog, exporter, territory) = (self.buildCatalog, self.exporter, self.territory)
        work.start("export") { [weak self] in
            let result: Result<[String], CatalogExportError>
            do throws(CatalogExportError) {
                let catalog: Catalog
                do throws(DirectoryError) {
                    catalog = try await buildCatalog(territory: territory)
                } catch {
                    throw .directory(error)
                }
                let total = catalog.summary.merchantCount
                self?.watch(progress, total: total, generation: generation)
                result = .success(try await exporter.export(catalog) { reporter.yield($0) })
            } catch {
                result = .failure(error)
            }
            reporter.finish()
            self?.exportEnded(result, generation: generation)
        }
    }

    private func watch(_ progress: AsyncStream<Int>, total: Int, generation: Int) {
        state.job = .running(Self.progressText(0, of: total), fraction: total > 0 ? 0 : nil)
        work.start("progress") { [weak self] in
            for await written in progress {
                guard let self, generation == self.generation, self.state.job.isActive else { continue }
                let fraction = total > 0 ? min(1, Double(written) / Double(total)) : nil
                self.state.job = .running(Self.progressText(written, of: total), fraction: fraction)
            }
        }
    }

    private func exportEnded(_ result: Result<[String], CatalogExportError>, generation: Int) {
        guard generation == self.generation else { return }
        switch result {
        case .success(let files):
            state.job = .finished("Wrote \(Formats.count(files.count, "file")) to \(state.destination).")
            state.files = files
        case .failure(let error):
            state.job = .failed(ErrorMessages.sentence(for: error))
        }
    }

    static func progressText(_ written: Int, of total: Int) -> String {
        "Writing merchants: \(Formats.grouped(written)) of \(Formats.grouped(total))"
    }
}
