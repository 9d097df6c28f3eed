import CLibXML2
import Foundation

/// An HTML5 document built as a libxml2 tree and serialised by libxml2's HTML writer.
///
/// Data only ever enters as text nodes and attribute values, which the serialiser escapes; element and attribute
/// names are constants of the page builders.
final class HTMLDocument {
    private let document: htmlDocPtr
    /// The `<html>` element.
    let root: HTMLElement

    /// An empty document with the HTML5 doctype (`<!DOCTYPE html>`) and `<html lang="…">`.
    init(language: String) {
        _ = LibXML.initialised
        document = htmlNewDocNoDtD(nil, nil)
        _ = xmlCreateIntSubset(document, "html", nil, nil)
        let html = xmlNewDocNode(document, nil, "html", nil)!
        _ = xmlDocSetRootElement(document, html)
        root = HTMLElement(node: html)
        root.set("lang", language)
    }

    deinit {
        xmlFreeDoc(document)
    }

    /// The document as UTF-8 HTML, indented by libxml2.
    ///
    /// `htmlDocDumpMemoryFormat` would find no `http-equiv` charset (HTML5 pages use `<meta charset>`) and fall
    /// back to ASCII with entities; an output buffer with no encoder keeps the text as UTF-8 instead.
    func serialized() -> Data {
        guard let buffer = xmlAllocOutputBuffer(nil) else { return Data() }
        defer { xmlOutputBufferClose(buffer) }
        htmlDocContentDumpFormatOutput(buffer, document, nil, 1)
        _ = xmlOutputBufferFlush(buffer)
        guard let content = xmlOutputBufferGetContent(buffer) else { return Data() }
        return Data(bytes: content, count: xmlOutputBufferGetSize(buffer))
    }
}

/// An element of an ``HTMLDocument``; valid while its document lives.
struct HTMLElement {
    let node: xmlNodePtr

    /// Appends a child element with the given attributes (in order) and, when given, a text child.
    @discardableResult
    func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String? = nil)
        -> HTMLElement
    {
        let child = HTMLElement(node: xmlNewDocNode(node.pointee.doc, nil, name, nil)!)
        xmlAddChild(node, child.node)
        for (key, value) in attributes { child.set(key, value) }
        if let text { child.text(text) }
        return child
    }

    /// Appends text, cleaned of forbidden characters; libxml2 escapes it when the page is written.
    func text(_ content: String) {
        let cleaned = CatalogText.cleaned(content)
        guard !cleaned.isEmpty else { return }
        let textNode = LibXML.withXMLString(cleaned) { xmlNewDocText(node.pointee.doc, $0) }
        xmlAddChild(node, textNode)
    }

    /// Sets an attribute; `xmlSetProp` stores the value as literal text, never parsing entities in it.
    func set(_ name: String, _ value: String) {
        LibXML.withXMLString(CatalogText.cleaned(value)) { _ = xmlSetProp(node, name, $0) }
    }
}
