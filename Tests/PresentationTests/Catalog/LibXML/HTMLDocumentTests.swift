import Foundation
import Testing

@testable import Presentation

@Suite("HTMLDocument")
struct HTMLDocumentTests {
    @Test("a document starts with the HTML5 doctype and keeps UTF-8 text as UTF-8")
    func doctypeAndEncoding() {
        let document = HTMLDocument(language: "es")
        document.root.element("body").element("p", text: "Café Ávila مرحبا")
        let html = String(decoding: document.serialized(), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"es\">"))
        #expect(html.contains("<p>Café Ávila مرحبا</p>"))
    }

    @Test("text and attribute values are escaped by libxml2, never parsed as markup or entities")
    func escapes() {
        let document = HTMLDocument(language: "en")
        let body = document.root.element("body")
        body.element("p", ["title": "\" onclick=\"x", "class": "&amp; <b>"], text: "<script>alert(1)</script> &amp;")
        let html = String(decoding: document.serialized(), as: UTF8.self)
        #expect(html.contains("<p title='\" onclick=\"x' class=\"&amp;amp; &lt;b&gt;\">"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp;</p>"))
    }

    @Test("void elements are written without end tags")
    func voidElements() {
        let document = HTMLDocument(language: "en")
        document.root.element("head").element("meta", ["charset": "utf-8"])
        let html = String(decoding: document.serialized(), as: UTF8.self)
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(!html.contains("</meta>"))
    }
}
