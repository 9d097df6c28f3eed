import CLibXML2
import Foundation
import Presentation

/// HTML5 pages written start to end into one libxml2 memory buffer, one after another.
///
/// Data enters only as text (escaped by `xmlEncodeSpecialChars`) and attribute values (escaped by
/// `xmlAttrSerializeTxtContent`): libxml2's own escaping, as its text writer applies it, byte for byte. Element
/// names are ``HTMLElement``s and attribute names constants of the page builders. The only bytes written as they
/// are: the tags made of those names, line breaks, and ``Fragment``s, which only this type makes, from its own
/// output.
///
/// No tree is built, and no text writer either: element names are constants, so nothing needs a list of open
/// elements or an allocation per element (ADR 0021).
final class HTMLStreamWriter {
    /// Markup this writer produced earlier, kept to be written again as it is: the parts every page shares.
    struct Fragment: Sendable {
        fileprivate let bytes: [UInt8]
    }

    private let buffer: xmlBufferPtr
    /// Elements open now; text is only written inside one.
    private var depth = 0
    /// Whether the last start tag still takes attributes: its `>` comes with what follows.
    private var startTagOpen = false
    /// The first libxml2 failure since the last page or fragment, reported by ``finishPage()``.
    private var failure: String?

    init() throws(CatalogError) {
        _ = LibXML.initialised
        guard let buffer = xmlBufferCreate() else { throw .library("xmlBufferCreate failed") }
        // Doubling, not libxml2's default of growing to the exact size each time.
        xmlBufferSetAllocationScheme(buffer, XML_BUFFER_ALLOC_DOUBLEIT)
        self.buffer = buffer
    }

    deinit {
        xmlBufferFree(buffer)
    }

    /// Writes `<!DOCTYPE html>` and opens `<html lang="…">`; ``finishPage()`` closes it.
    func startPage(language: String) {
        append("<!DOCTYPE html>\n")
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

    /// A void element (`meta`, `link`, `input`), written `<name …/>` as libxml2 writes an empty element; HTML5 reads
    /// it as a start tag with no end tag.
    func voidElement(_ name: HTMLElement, _ attributes: KeyValuePairs<String, String>) {
        startElement(name, attributes)
        append("/>")
        startTagOpen = false
        depth -= 1
        if name.isBlock { lineBreak() }
    }

    /// Text, cleaned of forbidden characters and escaped by libxml2. Only inside an element: text anywhere else is
    /// refused, and the page fails.
    func text(_ content: String) {
        guard depth > 0 else { return fail("text outside any element") }
        let cleaned = DocumentText.cleaned(content)
        guard !cleaned.isEmpty else { return }
        endStartTag()
        guard let escaped = LibXML.withXMLString(cleaned, { xmlEncodeSpecialChars(nil, $0) }) else {
            return fail("escape text")
        }
        check(xmlBufferCat(buffer, escaped) == 0 ? 0 : -1, "write text")
        explore_xmlFree(escaped)
    }

    /// Writes a fragment made earlier by a writer.
    func write(_ fragment: Fragment) {
        endStartTag()
        append(fragment.bytes)
    }

    private func open(_ name: HTMLElement, _ attributes: KeyValuePairs<String, String>) {
        startElement(name, attributes)
        if name.holdsElements { lineBreak() }
    }

    private func close(_ name: HTMLElement) {
        // A full end tag even when empty: `<ul/>` would not end the list in HTML.
        endStartTag()
        append("</")
        append(name)
        append(">")
        depth -= 1
        if name.isBlock { lineBreak() }
    }

    private func startElement(_ name: HTMLElement, _ attributes: KeyValuePairs<String, String>) {
        endStartTag()
        append("<")
        append(name)
        startTagOpen = true
        depth += 1
        for (key, value) in attributes {
            append(" ")
            append(name: key)
            append("=\"")
            LibXML.withXMLString(DocumentText.cleaned(value)) { xmlAttrSerializeTxtContent(buffer, nil, nil, $0) }
            append("\"")
        }
    }

    /// Ends a start tag that is still open, before its content or its end tag.
    private func endStartTag() {
        guard startTagOpen else { return }
        startTagOpen = false
        append(">")
    }

    /// A line break between elements, where HTML ignores it, so the pages read well as text.
    private func lineBreak() {
        endStartTag()
        append("\n")
    }

    private func append(_ markup: StaticString) {
        markup.withUTF8Buffer { append($0) }
    }

    private func append(_ element: HTMLElement) {
        append(name: element.rawValue)
    }

    /// An element or attribute name (constants of this module), as it is.
    private func append(name: String) {
        name.utf8.withContiguousStorageIfAvailable { append($0) } ?? append(Array(name.utf8))
    }

    private func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        check(xmlBufferAdd(buffer, start, Int32(bytes.count)) == 0 ? 0 : -1, "write markup")
    }

    /// Hands what the buffer holds to `copy`, then empties it for the next page.
    private func take<Result>(_ copy: (UnsafeBufferPointer<UInt8>) -> Result) throws(CatalogError) -> Result {
        defer {
            xmlBufferEmpty(buffer)
            depth = 0
            startTagOpen = false
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
