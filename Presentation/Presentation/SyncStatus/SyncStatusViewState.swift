/// The sync screen: where snapshots come from, the sync under way, and the history of past syncs.
public struct SyncStatusViewState: Hashable, Sendable {
    /// The manifest's address or file; `nil` until one is set (or while it is being read).
    public var source: String?
    /// Whether the source is read: until then the screen cannot say whether one is set.
    public var isSourceKnown: Bool
    /// Whether keys go to the source field.
    public var isEditingSource: Bool
    /// The source as being typed.
    public var sourceText: String
    /// Why the typed source was not taken.
    public var sourceProblem: String?
    /// The sync under way or the last one started here.
    public var sync: JobPhase
    /// Whether the history is loaded, loading, empty or failed.
    public var historyPhase: LoadPhase
    /// Past syncs, newest first.
    public var history: [SyncHistoryRow]

    /// Creates a state; view models build these, tests and goldens too.
    public init(
        source: String? = nil, isSourceKnown: Bool = false, isEditingSource: Bool = false, sourceText: String = "",
        sourceProblem: String? = nil, sync: JobPhase = .notStarted, historyPhase: LoadPhase = .idle,
        history: [SyncHistoryRow] = []
    ) {
        self.source = source
        self.isSourceKnown = isSourceKnown
        self.isEditingSource = isEditingSource
        self.sourceText = sourceText
        self.sourceProblem = sourceProblem
        self.sync = sync
        self.historyPhase = historyPhase
        self.history = history
    }
}

/// One past sync, in words.
public struct SyncHistoryRow: Hashable, Sendable {
    /// "2026-11-22 04:16 UTC".
    public var date: String
    /// The manifest address or file the sync used.
    public var source: String
    /// "Updated to the snapshot of …", "Already up to date …", or why it failed.
    public var outcome: String
    /// Whether the sync failed, drawn as an error.
    public var isFailure: Bool

    /// Creates a row.
    public init(date: String, source: String, outcome: String, isFailure: Bool = false) {
        self.date = date
        self.source = source
        self.outcome = outcome
        self.isFailure = isFailure
    }
}
