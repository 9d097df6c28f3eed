import Domain
import Observation

/// Publishes the directory as a catalog, showing merchants written against the total as it goes.
@MainActor @Observable
public final class CatalogExportViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public private(set) var state: CatalogExportViewState
    @ObservationIgnored private var intents = IntentQueue<CatalogExportIntent>()
    @ObservationIgnored private let territory: String?
    @ObservationIgnored private let buildCatalog: BuildCatalog
    @ObservationIgnored private let exporter: any CatalogExporting
    @ObservationIgnored private let work = RunningWork()
    /// Bumped by every start and cancel, so a cancelled export's late answer changes nothing on screen.
    @ObservationIgnored private var generation = 0
    /// The generation of the export the screen shows as cancelled: if it still ends well (the cancel came after the
    /// catalog was in place), the screen says so rather than claim nothing changed.
    @ObservationIgnored private var cancelledGeneration: Int?

    /// The language the state's sentences are in, handed over by the composition root.
    public let words: Words

    /// - Parameters:
    ///   - territory: restricts the catalog to one territory, when set.
    ///   - destination: where the exporter writes, as the user gave it; shown, never opened here.
    public init(
        territory: String?, destination: String, buildCatalog: BuildCatalog, exporter: any CatalogExporting,
        words: Words = .english
    ) {
        self.words = words
        self.territory = territory
        self.buildCatalog = buildCatalog
        self.exporter = exporter
        self.state = CatalogExportViewState(
            destination: destination, scope: territory.map { "Territory: \($0)" } ?? "Whole directory")
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [CatalogExportIntent] {
        intents.take()
    }

    /// Returns when the export has finished (or, cancelled, has stopped): tests and `explore play` draw after it,
    /// so their frames never depend on timing.
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    /// Returns at once while an export runs: the interactive mode draws after it and the screen stays live, the
    /// export's progress arriving in ``state``. (The screen starts nothing else.)
    public func waitUntilSettled() async { await work.waitUntilIdle(except: Self.exportSlots) }

    /// The work of an export, which goes on while the screen counts as settled.
    private static let exportSlots: Set<String> = ["export", "progress"]

    /// Enter (or the `catalog` command): builds the catalog and writes it; ignored while an export runs.
    public func exportStarted() {
        guard !state.job.isActive else { return }
        start()
    }

    /// Stops the export under way, and the screen says it was cancelled. The exporter leaves the destination as it
    /// was (``CatalogExporting``'s contract): no half-written catalog replaces the previous one.
    public func cancelTapped() {
        guard state.job.isActive else { return }
        cancelledGeneration = generation
        generation += 1
        work.cancelAll()
        state.job = .cancelled
    }

    /// Starts a failed export again.
    public func retryTapped() {
        guard case .failed = state.job else { return }
        start()
    }

    /// Esc: cancels the export under way, and the screen stays to say so; otherwise asks to leave.
    public func backTapped() {
        if state.job.isActive {
            cancelTapped()
        } else {
            intents.append(.back)
        }
    }

    private func start() {
        generation += 1
        let generation = self.generation
        state.job = .preparing("Reading the directory…")
        state.documents = []
        let (progress, reporter) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        let (buildCatalog, exporter, territory) = (self.buildCatalog, self.exporter, self.territory)
        work.start("export", afterEarlier: true) { [weak self] in
            let result: Result<ExportedCatalog, CatalogExportError>
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

    private func exportEnded(_ result: Result<ExportedCatalog, CatalogExportError>, generation: Int) {
        if generation != self.generation {
            guard generation == cancelledGeneration, state.job == .cancelled, case .success = result else { return }
        }
        switch result {
        case .success(let exported):
            // The screen names the destination above the result: the line keeps its width for the counts.
            state.job = .finished(Self.finishedText(exported, destination: nil))
            state.documents = exported.documents
        case .failure(let error):
            state.job = .failed(ErrorMessages.sentence(for: error))
        }
    }

    /// "Wrote 1,214 files to ./site: 3 new, 12 changed, 1,199 unchanged, 2 removed.": how an export ended, on the
    /// screen (without the destination, which it shows above) and from `explore catalog` alike. What changed is what
    /// a publisher uploads next; a first export says only how many files it wrote.
    public static func finishedText(_ exported: ExportedCatalog, destination: String?) -> String {
        let wrote = "Wrote \(Formats.count(exported.fileCount, "file"))" + (destination.map { " to \($0)" } ?? "")
        guard let changes = exported.changes else { return wrote + "." }
        let counts = [
            "\(Formats.grouped(changes.added)) new", "\(Formats.grouped(changes.changed)) changed",
            "\(Formats.grouped(changes.unchanged)) unchanged", "\(Formats.grouped(changes.removed)) removed",
        ]
        return wrote + ": " + counts.joined(separator: ", ") + "."
    }

    static func progressText(_ written: Int, of total: Int) -> String {
        "Writing merchants: \(Formats.grouped(written)) of \(Formats.grouped(total))"
    }
}
