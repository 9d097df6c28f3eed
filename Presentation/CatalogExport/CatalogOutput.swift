import Foundation

/// Where a catalog renderer puts its files: a folder, seen through paths relative to its root.
///
/// The App implements it with a staging folder that replaces the target folder only when everything was written;
/// tests implement it in memory. Relative paths come from the renderers (ASCII slugs, `/` between folders), never
/// from the data.
public protocol CatalogOutput: Sendable {
    /// Writes a whole new file at once.
    ///
    /// A catalog writes each path once: a path already written is refused with
    /// ``CatalogError/fileNameCollision(_:)``, so that two merchants whose pages would share a name stop the catalog
    /// instead of one overwriting the other. (A folder checks this for free, creating files with `O_EXCL`; the
    /// renderers keep no list of the names they used.)
    func write(_ data: Data, to relativePath: String) throws(CatalogError)

    /// Opens a new file to be written piece by piece, for documents too large to hold in memory; a path already
    /// written is refused as ``write(_:to:)`` refuses it.
    func openFile(at relativePath: String) throws(CatalogError) -> any CatalogFileSink

    /// Opens scratch space for the catalog being written, gone when the last reference to it goes; nothing of it
    /// is part of the catalog.
    func openScratch() throws(CatalogError) -> any CatalogScratch
}

/// A file being written in pieces. The renderer closes it when the document is complete.
public protocol CatalogFileSink: AnyObject {
    /// Appends bytes at the end of the file.
    func append(_ data: Data) throws(CatalogError)

    /// Finishes the file. Nothing may be appended afterwards.
    func close() throws(CatalogError)
}

/// How far a renderer has come, reported after each merchant.
public struct CatalogProgress: Hashable, Sendable {
    /// Merchants written so far.
    public var written: Int
    /// Merchants the catalog holds, from its summary.
    public var total: Int

    /// A report of `written` merchants out of `total`.
    public init(written: Int, total: Int) {
        self.written = written
        self.total = total
    }
}

/// Called by a renderer as it goes; it runs on the renderer's task, so it should return quickly.
public typealias CatalogProgressHandler = @Sendable (CatalogProgress) -> Void
