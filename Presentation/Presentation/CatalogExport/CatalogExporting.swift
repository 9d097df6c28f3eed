import Domain

/// Writes a catalog's documents somewhere: the seam between the export screen and the catalog renderers.
///
/// The App implements it with the HTML/XML catalog renderers and the file system; tests use a fake. A protocol
/// here rather than a use case because rendering is Presentation's work and writing files is the App's.
public protocol CatalogExporting: Sendable {
    /// Writes every document of the catalog, consuming its merchant stream, and calls `progress` with the
    /// number of merchants written so far. Returns how many files it wrote and the documents to open first.
    ///
    /// Cancelling the calling task stops the export soon after; a cancelled or failed export throws and leaves
    /// the destination as it was (the previous catalog, or nothing).
    func export(_ catalog: Catalog, progress: @escaping @Sendable (Int) -> Void)
        async throws(CatalogExportError) -> ExportedCatalog
}
