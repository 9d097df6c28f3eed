import Presentation

/// One sentence for each way writing a catalog can fail.
public enum CatalogErrorText {
    public static func sentence(for error: CatalogError) -> String {
        switch error {
        case .directory(let error): ErrorMessages.sentence(for: error)
        case .output(let reason), .outputRefused(let reason), .invalidOption(let reason): reason
        case .library(let reason): "The XML library failed: \(reason)"
        case .invalidDocument(let messages):
            "The catalog does not follow its schema: \(messages.first ?? "no detail")"
        case .fileNameCollision(let path): "Two merchants would be written to the same file, \(path)."
        }
    }

    /// The warning for an old catalog that was set aside at `path` and could not be removed: the new catalog is in
    /// place, and this folder stays until a person removes it.
    public static func unremovedFolder(_ path: String) -> String {
        "\(path), an old catalog set aside by explore catalog, could not be removed (something in it is read-only or "
            + "immutable); the new catalog is in place. Make it writable and remove it, or run explore catalog again."
    }
}
