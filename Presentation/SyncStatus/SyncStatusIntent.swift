/// Where the sync screen asks to go.
public enum SyncStatusIntent: Hashable, Sendable {
    case back
}
