import CLibXML2
import Foundation

/// HTML5 pages written start to end with libxml2's text writer (`xmlTextWriter`), one after another into one
/// memory buffer.
///
/// Data enters only as text (`xmlTextWriterWriteString`) and attribute values (`xmlTextWriterWriteAttribute`), which
/// libxml2 escapes; element names are ``HTMLElement``s and attribute names constants of the page builders. The only bytes written as they
/// are: line breaks, and ``Fragment``s, which only this type makes, from its own escaped output.
///
/// No tree is built: a page costs a few allocations per element instead of a node, a name and a text copy per node,
/// plus the walk that serialises and frees the tree (ADR 0014).
final class HTMLStreamWriter {
    /// Markup this writer produced earlier, kept to be written again as it is: the parts every page shares.
    struct Fragment: Sendable {
        fileprivate let bytes: [UInt8]
    }

    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr
    /// Elements open now; text is only written inside one, where libxml2 escapes it.
    private var depth = 0
    /// The first libxml2 failure since the last page or fragment, reported by ``finishPage()``.
    private var failure: String?

    init() throws(CatalogError) {
        (buffer, writer) = try LibXML.memoryWriter()
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    /// Writes `<!DOCTYPE html>` and opens `<html lang="…">`; ``finishPage()`` closes it.
    func startPage(language: String) {
        check(xmlTextWriterStartDTD(writer, "html", nil, nil), "start the doctype")
        check(xmlTextWriterEndDTD(writer), "end the doctype")
        lineBreak()
        open(.html, ["lang": language])
    }

    /// Closes the page and returns it, leaving the writer empty for the next one.
    func finishPage() throws(CatalogError) -> Data {
        close(.html)
        return try take { Data(buffer: $0) }
    }

    /// Returns what was written since the last page or fragment as a fragment, leaving the writer empty.
    func finishFragment() throws(CatalogError) -> Fragment {
        try take { Fragment(bytes: Array($0)) }
    }

    /// An element with only text in it (or nothing, when `text` is `nil` or cleans to nothing).
    func element(_ name: HTMLElement, _ attributes: KeyValuePairs<String, String> = [:], text: String? = nil) {
        open(name, attributes)
        if let text { self.text(text) }
        close(name)
    }

    /// An element whose content `content` writes.
    func element(_ name: HTMLElement, _ attributes: KeyValuePairs<String, String> = [:], content: () -> Void) {
        open(name, attributes)
        content()
        close(name)
    }

    /// A void element (`meta`, `link`, `input`): libxml2 writes it as `<name …/>`, which HTML5 reads as a start
    /// tag with no end tag.
    func voidElement(_ name: HTMLElement, _ attributes: KeyValuePairs<String, String>) {
        startElement(name, attributes)
        check(xmlTextWriterEndElement(writer), "end <\(name)>")
        depth -= 1
        if name.isBlock { lineBreak() }
    }

    /// Text, cleaned of forbidden characters and escaped by libxml2. Only inside an element: at the top level
    /// libxml2 would write it unescaped, so there it is refused.
    func text(_ content: String) {
        guard depth > 0 else { return fail("text outside any element") }
        let cleaned = CatalogText.cleaned(content)
        guard !cleaned.isEmpty else { return }
        check(LibXML.withXMLString(cleaned) { xmlTextWriterWriteString(writer, $0) }, "write text")
    }

    /// Writes a fragment made earlier by a writer.
    func write(_ fragment: Fragment) {
        let status = fragment.bytes.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                xmlTextWriterWriteRawLen(writer, $0.baseAddress, Int32($0.count))
            }
        }
        check(status, "write a shared part")
    }

    private func open(_ name: HTMLElement, _ attributes: KeyValuePairs<String, String>) {
        startElement(name, attributes)
        if name.holdsElements { lineBreak() }
    }

    private func close(_ name: HTMLElement) {
        // A full end tag even when empty: `<ul/>` would not end the list in HTML.
        check(xmlTextWriterFullEndElement(writer), "end <\(name)>")
        depth -= 1
        if name.isBlock { lineBreak() }
    }

    private func startElement(_ name: HTMLElement, _ attributes: KeyValuePairs<String, String>) {
        check(LibXML.withXMLString(name.rawValue) { xmlTextWriterStartElement(writer, $0) }, "start <\(name)>")
        depth += 1
        for (key, value) in attributes {
            let status = LibXML.withXMLString(key) { key in
                LibXML.withXMLString(CatalogText.cleaned(value)) { xmlTextWriterWriteAttribute(writer, key, $0) }
            }
            check(status, "write attribute \(key)")
        }
    }

    /// A line break between elements, where HTML ignores it, so the pages read well as text.
    private func lineBreak() {
        check(xmlTextWriterWriteRawLen(writer, "\n", 1), "write a line break")
    }

    /// Hands what the buffer holds to `copy`, then empties it for the next page.
    private func take<Result>(_ copy: (UnsafeBufferPointer<UInt8>) -> Result) throws(CatalogError) -> Result {
        check(xmlTextWriterFlush(writer), "flush")
        defer {
            xmlBufferEmpty(buffer)
            depth = 0
            failure = nil
        }
        if let failure { throw .library("libxml2 could not \(failure)") }
        guard depth == 0 else { throw .library("a page was finished with \(depth) elements open") }
        return copy(UnsafeBufferPointer(start: xmlBufferContent(buffer), count: Int(xmlBufferLength(buffer))))
    }

    private func check(_ status: Int32, _ action: @autoclosure () -> String) {
        if status < 0 { fail(action()) }
    }

    private func fail(_ action: String) {
        if failure == nil { failure = action }
    }
}
