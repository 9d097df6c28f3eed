/// Which documents a catalog run writes.
public enum CatalogFormat: String, CaseIterable, Sendable {
    case html
    case xml
    case both

    /// Whether the HTML site is written.
    public var includesHTML: Bool { self != .xml }
    /// Whether the XML catalog (and its schema) is written.
    public var includesXML: Bool { self != .html }
}
