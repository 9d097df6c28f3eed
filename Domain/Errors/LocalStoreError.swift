/// What can go wrong with the user's local store (favourites, recent searches, location, sync history).
public enum LocalStoreError: Error, Hashable, Sendable, Codable {
    /// The store file cannot be opened or created. The string names the file.
    case unavailable(String)
    /// The file is not a local store, or it is damaged.
    case corrupt(String)
    /// The file was written by a newer version of this program.
    case tooNew(String)
    case writeFailed(String)
    case readFailed(String)
}
