import CLibXML2
import Foundation

/// Checks XML documents against the catalog schema with libxml2's XSD validator.
///
/// A class because it owns the compiled schema, which libxml2 allocates and this type frees.
public final class CatalogSchemaValidator {
    private let schema: xmlSchemaPtr

    /// Compiles the catalog schema (``CatalogSchema/data``).
    public init() throws(CatalogError) {
        _ = LibXML.initialised
        let bytes = PackageResources.catalog_xsd
        let parser = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { xmlSchemaNewMemParserCtxt($0.baseAddress, Int32($0.count)) }
        }
        guard let parser else { throw .library("xmlSchemaNewMemParserCtxt failed") }
        defer { xmlSchemaFreeParserCtxt(parser) }
        guard let schema = xmlSchemaParse(parser) else { throw .library("the catalog schema does not compile") }
        self.schema = schema
    }

    deinit {
        xmlSchemaFree(schema)
    }

    /// Validates the XML file at `url`; throws ``CatalogError/invalidDocument(_:)`` with libxml2's messages.
    public func validate(fileAt url: URL) throws(CatalogError) {
        guard let context = xmlSchemaNewValidCtxt(schema) else { throw .library("xmlSchemaNewValidCtxt failed") }
        defer { xmlSchemaFreeValidCtxt(context) }
        let messages = MessageList()
        let unmanaged = Unmanaged.passRetained(messages)
        defer { unmanaged.release() }
        xmlSchemaSetValidStructuredErrors(
            context,
            { userData, error in
                guard let userData, let error else { return }
                let list = Unmanaged<MessageList>.fromOpaque(userData).takeUnretainedValue()
                let text = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
                list.items.append("line \(error.pointee.line): \(text.trimmingCharacters(in: .whitespacesAndNewlines))")
            }, unmanaged.toOpaque())
        let status = xmlSchemaValidateFile(context, url.path, 0)
        if status != 0 {
            throw .invalidDocument(messages.items.isEmpty ? ["libxml2 status \(status)"] : messages.items)
        }
    }
}

/// Collects validation messages from libxml2's C callback.
private final class MessageList {
    var items: [String] = []
}
