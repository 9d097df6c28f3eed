import Domain
import Foundation
import Observation

/// Replaces the directory snapshot with the published one, showing the download as it goes, and lists past syncs.
/// The source, a manifest's address or file, is the one the user set last; on a fresh install there is none, and
/// the screen asks for one.
@MainActor @Observable
public final class SyncStatusViewModel {
    /// The screen as it stands; read it after each input and after `waitUntilIdle()`.
    public internal(set) var state = SyncStatusViewState()
    @ObservationIgnored var intents = IntentQueue<SyncStatusIntent>()
    /// The manifest to sync from, once known.
    @ObservationIgnored var source: URL?
    @ObservationIgnored let syncDirectory: SyncDirectory
    @ObservationIgnored let work = RunningWork()
    /// Bumped by every start and cancel, so a cancelled sync's late answer changes nothing on screen.
    @ObservationIgnored private var generation = 0
    /// The generation of the sync the screen shows as cancelled: if it still ends well (the cancel came after the
    /// new snapshot was in place), the screen says so rather than claim nothing changed.
    @ObservationIgnored private var cancelledGeneration: Int?

    /// The language the state's sentences are in, handed over by the composition root.
    public let words: Words

    /// A screen that reads its source and history when it appears.
    public init(syncDirectory: SyncDirectory, words: Words = .english) {
        self.words = words
        self.syncDirectory = syncDirectory
    }

    /// The navigation asked for since the last call, oldest first; each intent is returned once.
    public func takeIntents() -> [SyncStatusIntent] {
        intents.take()
    }

    /// Returns when the sync and every load this screen started have finished (tests and `explore play` draw after
    /// it, so their frames never depend on timing).
    public func waitUntilIdle() async { await work.waitUntilIdle() }

    /// Returns when every load this screen started has finished, without waiting for a sync under way: the
    /// interactive mode draws after it and the screen stays live, the sync's progress arriving in ``state``.
    public func waitUntilSettled() async { await work.waitUntilIdle(except: Self.syncSlots) }

    /// The work of a sync, which goes on while the screen counts as settled.
    private static let syncSlots: Set<String> = ["sync", "progress"]

    /// The screen is shown: reads the source and the sync history the first time.
    public func screenAppeared() {
        guard state.historyPhase == .idle else { return }
        loadSource()
        loadHistory()
    }

    /// Enter: syncs now; with no source set, asks for one first. Ignored while a sync runs.
    public func syncTapped() {
        guard !state.sync.isActive, state.isSourceKnown else { return }
        guard source != nil else { return sourceEditTapped() }
        startSync()
    }

    /// Stops the sync under way; the snapshot in use is left as it was (the use case guarantees it). Once the
    /// sync has wound down, the history is read again: it lists the cancelled attempt.
    public func cancelTapped() {
        guard state.sync.isActive else { return }
        cancelledGeneration = generation
        generation += 1
        work.cancel("sync")
        work.cancel("progress")
        state.sync = .cancelled
    }

    /// Starts the failed sync again (not one ``JobPhase/refused(_:)``), or reads the history again when that failed.
    public func retryTapped() {
        if case .failed = state.sync { startSync() }
        if case .failed = state.historyPhase { loadHistory() }
    }

    /// Esc: cancels the sync under way, and the screen stays to say so; otherwise asks to leave.
    public func backTapped() {
        if state.sync.isActive {
            cancelTapped()
        } else {
            intents.append(.back)
        }
    }

    private func startSync() {
        generation += 1
        let generation = self.generation
        state.sync = .preparing("Checking the published snapshot…")
        let (progress, reporter) = AsyncStream.makeStream(
            of: TransferProgress.self, bufferingPolicy: .bufferingNewest(1))
        work.start("progress") { [weak self] in
            for await step in progress { self?.progressArrived(step, generation: generation) }
        }
        guard let source else { return }
        let syncDirectory = self.syncDirectory
        work.start("sync", afterEarlier: true) { [weak self] in
            let result: Result<SyncOutcome, SyncError>
            do throws(SyncError) {
                result = .success(try await syncDirectory(from: source) { reporter.yield($0) })
            } catch {
                result = .failure(error)
            }
            reporter.finish()
            self?.syncEnded(result, generation: generation)
        }
    }

    private func progressArrived(_ progress: TransferProgress, generation: Int) {
        guard generation == self.generation, state.sync.isActive else { return }
        var text = Formats.bytes(progress.completedBytes)
        if let total = progress.totalBytes { text += " of " + Formats.bytes(total) }
        state.sync = .running("Downloading: " + text, fraction: progress.fraction)
    }

    private func syncEnded(_ result: Result<SyncOutcome, SyncError>, generation: Int) {
        if generation != self.generation {
            // A cancelled sync has stopped and its attempt is recorded; a newer sync reads the history when it ends.
            guard !state.sync.isActive else { return }
            if generation == cancelledGeneration, state.sync == .cancelled, case .success(let outcome) = result {
                state.sync = .finished(ErrorMessages.sentence(for: outcome))
                if case .updated = outcome { intents.append(.snapshotReplaced) }
            }
            loadHistory()
            return
        }
        switch result {
        case .success(let outcome):
            state.sync = .finished(ErrorMessages.sentence(for: outcome))
            if case .updated = outcome { intents.append(.snapshotReplaced) }
        case .failure(let error):
            let sentence = ErrorMessages.sentence(for: error, source: state.source)
            state.sync = error.isWorthRetrying ? .failed(sentence) : .refused(sentence)
        }
        loadHistory()
    }

    func loadHistory() {
        state.historyPhase = .loading
        let syncDirectory = self.syncDirectory
        work.load(
            "history", fetch: { () async throws(LocalStoreError) in try await syncDirectory.history() },
            arrived: { [weak self] in self?.historyArrived($0) })
    }

    private func historyArrived(_ result: Result<[SyncRecord], LocalStoreError>) {
        switch result {
        case .success(let records):
            state.history = records.map(Self.row)
            state.historyPhase = records.isEmpty ? .empty("No sync has run yet.") : .loaded
        case .failure(let error):
            state.history = []
            state.historyPhase = .failed(ErrorMessages.sentence(for: error))
        }
    }

    static func row(_ record: SyncRecord) -> SyncHistoryRow {
        let isFailure =
            switch record.outcome {
            case .failed, .cancelled: true
            case .updated, .upToDate: false
            }
        return SyncHistoryRow(
            date: Formats.date(record.date), source: record.source,
            outcome: ErrorMessages.sentence(for: record.outcome, source: record.source), isFailure: isFailure)
    }
}
