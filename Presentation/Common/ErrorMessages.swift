import Domain

/// Turns each layer's typed errors into one sentence a person can act on.
public enum ErrorMessages {
    /// The sentence for a failure to read the directory.
    public static func sentence(for error: DirectoryError) -> String {
        switch error {
        case .unavailable(let file): "The merchant directory \(file) cannot be opened."
        case .corrupt(let file): "The merchant directory \(file) is damaged or is not an SQLite file."
        case .notADirectory(let file): "\(file) is an SQLite file, but not a merchant directory."
        case .unsupportedSchema(let version):
            "The merchant directory has schema version \(version); this program reads versions 1 to "
                + "\(SnapshotInfo.currentSchemaVersion)."
        case .merchantNotFound(let id): "There is no merchant \(id) in this directory."
        case .invalidQuery(let reason): reason
        case .readFailed(let reason): "Reading the merchant directory failed: \(reason)."
        }
    }

    /// The sentence for a failure of the user's local store.
    public static func sentence(for error: LocalStoreError) -> String {
        switch error {
        case .unavailable(let file): "Your saved data (\(file)) cannot be opened."
        case .corrupt(let file): "Your saved data (\(file)) is damaged."
        case .tooNew(let file): "Your saved data (\(file)) was written by a newer version of Explore."
        case .writeFailed(let reason): "Could not save your change: \(reason)."
        case .readFailed(let reason): "Could not read your saved data: \(reason)."
        }
    }

    /// The sentence for a failed sync, worded by the Domain because the sync history stores it.
    public static func sentence(for error: SyncError) -> String {
        SyncErrorText.sentence(for: error)
    }

    /// The sentence for a failed catalog export.
    public static func sentence(for error: CatalogExportError) -> String {
        switch error {
        case .directory(let error): sentence(for: error)
        case .writeFailed(let reason): "Could not write the catalog: \(reason)."
        }
    }
}
