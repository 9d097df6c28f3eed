/// Where the sync screen asks to go, and what it tells the screens below.
public enum SyncStatusIntent: Hashable, Sendable {
    case back
    /// A sync put a new snapshot in place: screens listing the directory should read it again.
    case snapshotReplaced
}
