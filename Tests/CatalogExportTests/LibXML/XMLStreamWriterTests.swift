import Foundation
import Testing

@testable import CatalogExport

@Suite("XMLStreamWriter")
struct XMLStreamWriterTests {
    /// A sink that records each piece it is handed.
    final class PieceSink: CatalogFileSink {
        var pieces: [Data] = []
        var closed = false
        func append(_ data: Data) throws(CatalogError) { pieces.append(data) }
        func close() throws(CatalogError) { closed = true }
        var text: String { String(decoding: pieces.reduce(Data(), +), as: UTF8.self) }
    }

    @Test("elements, attributes and text are written escaped, and the sink is closed at the end")
    func writesEscaped() throws {
        let sink = PieceSink()
        let writer = try XMLStreamWriter(sink: sink, indent: false)
        try writer.startDocument()
        try writer.startElement("root", namespace: "urn:x")
        try writer.attribute("name", "\"<&>'")
        try writer.element("item", text: "a < b & c\u{1}")
        try writer.endDocument()
        #expect(sink.closed)
        #expect(
            sink.text.contains(
                "<root name=\"&quot;&lt;&amp;&gt;'\" xmlns=\"urn:x\"><item>a &lt; b &amp; c</item></root>"))
    }

    @Test("output reaches the sink in chunks as it grows, not all at the end")
    func streamsInChunks() throws {
        let sink = PieceSink()
        let writer = try XMLStreamWriter(sink: sink)
        try writer.startDocument()
        try writer.startElement("root")
        for index in 0..<20_000 {
            try writer.element("item", text: "item number \(index)")
            try writer.flush()
        }
        #expect(sink.pieces.count >= 5)
        #expect(sink.pieces.allSatisfy { $0.count < 2 * XMLStreamWriter.chunkSize })
        try writer.endDocument()
        #expect(sink.text.hasSuffix("</root>\n"))
    }
}
