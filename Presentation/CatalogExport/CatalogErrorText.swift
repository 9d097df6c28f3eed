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
}
