/// The sync screen: where snapshots come from, the sync under way, and the history of past syncs.
public struct SyncStatusViewState: Hashable, Sendable {
    /// The manifest's address.
    public var source: String
    public var sync: JobPhase
    public var historyPhase: LoadPhase
    /// Past syncs, newest first.
    public var history: [SyncHistoryRow]

    public init(
        source: String, sync: JobPhase = .notStarted, historyPhase: LoadPhase = .idle,
        history: [SyncHistoryRow] = []
    ) {
        self.source = source
        self.sync = sync
        self.historyPhase = historyPhase
        self.history = history
    }
}

/// One past sync, in words.
public struct SyncHistoryRow: Hashable, Sendable {
    /// "2026-11-22 04:16 UTC".
    public var date: String
    public var source: String
    /// "Updated to the snapshot of …", "Already up to date …", or why it failed.
    public var outcome: String
    public var isFailure: Bool

    public init(date: String, source: String, outcome: String, isFailure: Bool = false) {
        self.date = date
        self.source = source
        self.outcome = outcome
        self.isFailure = isFailure
    }
}
