import Domain

/// What can go wrong while writing a catalog.
public enum CatalogError: Error, Hashable, Sendable {
    /// Reading the merchants from the directory failed.
    case directory(DirectoryError)
    /// A file could not be written; the string names the file and says why.
    case output(String)
    /// The output folder may not be written to (it holds files `explore` did not make); the string says why.
    case outputRefused(String)
    /// libxml2 refused an operation; the string says which.
    case library(String)
    /// An option makes no sense, such as a sitemap base URL that is not `http` or `https`.
    case invalidOption(String)
    /// An XML document does not follow the catalog schema; each string is one of libxml2's messages.
    case invalidDocument([String])
    /// Two merchants would have been written to the same file. The string names the file.
    case fileNameCollision(String)
}
