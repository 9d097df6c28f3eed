/// What an export wrote: how many files, and the documents a reader opens first.
///
/// A site of 100,000 merchants is about as many files; the screen names the few a reader starts from (the site's
/// front page, the XML catalog) and counts the rest, so an exporter keeps a number, not every path it wrote.
public struct ExportedCatalog: Hashable, Sendable {
    /// Every file written: pages, assets and documents.
    public var fileCount: Int
    /// The documents to open first, as paths to show: the site's `index.html`, the XML catalog, as exported.
    public var documents: [String]
    /// Old catalogs set aside beside the folder that could not be removed (something in them is read-only or
    /// immutable), as paths: the new catalog is in place, and these stay until a person removes them.
    public var unremovedFolders: [String]
    /// How the catalog differs from the one it replaced; `nil` when it replaced none that `explore` made (a first
    /// export, or a folder replaced with `--force`).
    public var changes: CatalogChanges?

    /// The outcome of an export that wrote `fileCount` files.
    public init(
        fileCount: Int, documents: [String], unremovedFolders: [String] = [], changes: CatalogChanges? = nil
    ) {
        self.fileCount = fileCount
        self.documents = documents
        self.unremovedFolders = unremovedFolders
        self.changes = changes
    }
}
