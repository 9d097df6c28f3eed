import Domain

/// What can go wrong exporting a catalog: reading the directory, or writing the documents.
public enum CatalogExportError: Error, Hashable, Sendable {
    case directory(DirectoryError)
    /// The output could not be written; the string says why (the path, the system's message).
    case writeFailed(String)
}
