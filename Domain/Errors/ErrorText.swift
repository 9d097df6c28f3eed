/// One-line sentences for sync errors; the sync history stores them.
///
/// Presentation words the other errors; this one lives here because the history is Domain data.
public enum SyncErrorText {
    public static func sentence(for error: SyncError) -> String {
        switch error {
        case .unsupportedURL(let url): "Cannot sync from \(url): use a file:// or http:// address."
        case .unreachable(let reason): "Could not reach the snapshot server: \(reason)."
        case .httpStatus(let status, let url): "The server answered HTTP \(status) for \(url)."
        case .badManifest(let reason): "The snapshot manifest is not valid: \(reason)."
        case .truncated(let received, let expected):
            "The download stopped after \(received) of \(expected) bytes."
        case .tooLarge(let limit): "The snapshot is larger than the \(limit)-byte limit."
        case .checksumMismatch(let expected, let actual):
            "The snapshot's SHA-256 is \(actual), but the manifest says \(expected)."
        case .invalidSnapshot(let reason): "The downloaded file is not a usable directory: \(reason)."
        case .unsupportedSchema(let version):
            "The snapshot has schema version \(version); this program reads version \(SnapshotInfo.currentSchemaVersion)."
        case .noSpace: "There is not enough disk space to download the snapshot."
        case .io(let reason): "Could not write the snapshot: \(reason)."
        }
    }
}
