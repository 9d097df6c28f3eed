import Foundation

/// The catalog's XML Schema, carried in the program so that `explore` can validate and publish it anywhere.
///
/// The schema is `Resources/catalog.xsd`, compiled into the program; `Docs/catalog.xsd` is the same file for readers,
/// and a test fails when the two differ.
public enum CatalogSchema {
    /// The namespace of every element of a catalog document.
    public static let namespace = "urn:explore:catalog:1"

    /// The file name the XML renderer gives the schema beside `catalog.xml`.
    public static let fileName = "catalog.xsd"

    /// The XSD document's bytes.
    public static let data = Data(PackageResources.catalog_xsd)
}
