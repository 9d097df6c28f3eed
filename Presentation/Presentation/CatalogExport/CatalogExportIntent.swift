/// Where the catalog export screen asks to go.
public enum CatalogExportIntent: Hashable, Sendable {
    case back
}
