import CLibXML2
import Presentation

/// The few process-wide facts about libxml2 that every wrapper relies on.
enum LibXML {
    /// Initialises the library once. libxml2 asks for this before it is used from more than one thread;
    /// a `static let` runs exactly once, whichever thread gets there first.
    static let initialised: Void = { xmlInitParser() }()

    /// A text writer into a memory buffer of its own, as the XML catalog's writer starts; the caller frees both
    /// (`xmlFreeTextWriter`, then `xmlBufferFree`).
    static func memoryWriter() throws(CatalogError) -> (buffer: xmlBufferPtr, writer: xmlTextWriterPtr) {
        _ = initialised
        guard let buffer = xmlBufferCreate() else { throw .library("xmlBufferCreate failed") }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw .library("xmlNewTextWriterMemory failed")
        }
        return (buffer, writer)
    }

    /// Calls `body` with the text as a NUL-terminated `xmlChar` string.
    ///
    /// Text from the data has been through ``DocumentText/cleaned(_:)`` first, so it holds no NUL that would cut
    /// it short.
    static func withXMLString<Result>(_ text: String, _ body: (UnsafePointer<xmlChar>) -> Result) -> Result {
        text.withCString { pointer in
            pointer.withMemoryRebound(to: xmlChar.self, capacity: text.utf8.count + 1, body)
        }
    }

    /// Copies an `xmlChar` string that libxml2 allocated, then frees it.
    static func takeString(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        defer { explore_xmlFree(pointer) }
        return String(cString: pointer)
    }
}
