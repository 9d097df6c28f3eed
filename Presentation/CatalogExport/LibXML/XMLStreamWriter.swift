import CLibXML2
import Foundation
import Presentation

/// An XML document written element by element with libxml2's text writer, flushed to a file as it grows.
///
/// The writer fills a memory buffer; ``flush(force:)`` moves it to the sink in chunks and empties it, so memory
/// stays flat however long the document is. libxml2 escapes every text and attribute value it is given.
final class XMLStreamWriter {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr
    private let sink: any CatalogFileSink

    init(sink: any CatalogFileSink, indent: Bool = true) throws(CatalogError) {
        (buffer, writer) = try LibXML.memoryWriter()
        self.sink = sink
        if indent {
            xmlTextWriterSetIndent(writer, 1)
            LibXML.withXMLString("  ") { _ = xmlTextWriterSetIndentString(writer, $0) }
        }
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    func startDocument() throws(CatalogError) {
        try check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "start the document")
    }

    /// Opens an element, in `namespace` when given (written as the default namespace).
    func startElement(_ name: String, namespace: String? = nil) throws(CatalogError) {
        let status = LibXML.withXMLString(name) { name in
            guard let namespace else { return xmlTextWriterStartElement(writer, name) }
            return LibXML.withXMLString(namespace) { xmlTextWriterStartElementNS(writer, nil, name, $0) }
        }
        try check(status, "start <\(name)>")
    }

    func endElement() throws(CatalogError) {
        try check(xmlTextWriterEndElement(writer), "end an element")
    }

    /// Writes an attribute of the element just opened; data text is cleaned first.
    func attribute(_ name: String, _ value: String) throws(CatalogError) {
        let status = LibXML.withXMLString(name) { name in
            LibXML.withXMLString(DocumentText.cleaned(value)) { xmlTextWriterWriteAttribute(writer, name, $0) }
        }
        try check(status, "write attribute \(name)")
    }

    /// Writes `<name>text</name>`, the text cleaned and escaped.
    func element(_ name: String, text: String) throws(CatalogError) {
        try startElement(name)
        let status = LibXML.withXMLString(DocumentText.cleaned(text)) { xmlTextWriterWriteString(writer, $0) }
        try check(status, "write the text of <\(name)>")
        try endElement()
    }

    /// How much output collects in memory before it goes to the sink: large enough that writes to the file are
    /// few, small enough not to matter.
    static let chunkSize = 64 * 1024

    /// Moves what the writer has produced to the sink once a chunk's worth has collected, or now when `force`.
    func flush(force: Bool = false) throws(CatalogError) {
        try check(xmlTextWriterFlush(writer), "flush")
        let length = Int(xmlBufferLength(buffer))
        guard length > 0, force || length >= Self.chunkSize, let content = xmlBufferContent(buffer) else { return }
        try sink.append(Data(bytes: content, count: length))
        xmlBufferEmpty(buffer)
    }

    /// Closes every open element, flushes, and closes the sink.
    func endDocument() throws(CatalogError) {
        try check(xmlTextWriterEndDocument(writer), "end the document")
        try flush(force: true)
        try sink.close()
    }

    private func check(_ status: Int32, _ action: String) throws(CatalogError) {
        if status < 0 { throw .library("libxml2 could not \(action)") }
    }
}
