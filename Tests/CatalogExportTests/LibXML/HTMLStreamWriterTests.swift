import Foundation
import Testing

@testable import CatalogExport

@Suite("HTMLStreamWriter")
struct HTMLStreamWriterTests {
    @Test("a page starts with the HTML5 doctype and keeps UTF-8 text as UTF-8")
    func doctypeAndEncoding() throws {
        let html = try HTMLStreamWriter()
        html.startPage(language: "es")
        html.element(.body) { html.element(.p, text: "Café Ávila مرحبا") }
        let page = String(decoding: try html.finishPage(), as: UTF8.self)
        #expect(page == "<!DOCTYPE html>\n<html lang=\"es\">\n<body>\n<p>Café Ávila مرحبا</p>\n</body>\n</html>\n")
    }

    @Test("text and attribute values are escaped by libxml2, never parsed as markup or entities")
    func escapes() throws {
        let html = try HTMLStreamWriter()
        html.startPage(language: "en")
        html.element(.p, ["title": "\" onclick=\"x", "class": "&amp; <b>"], text: "<script>alert(1)</script> &amp;")
        let page = String(decoding: try html.finishPage(), as: UTF8.self)
        #expect(page.contains("<p title=\"&quot; onclick=&quot;x\" class=\"&amp;amp; &lt;b&gt;\">"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp;</p>"))
    }

    @Test("void elements have no end tag; empty ordinary elements keep theirs")
    func voidAndEmptyElements() throws {
        let html = try HTMLStreamWriter()
        html.startPage(language: "en")
        html.element(.head) { html.voidElement(.meta, ["charset": "utf-8"]) }
        html.element(.ul, ["id": "results"])
        let page = String(decoding: try html.finishPage(), as: UTF8.self)
        #expect(page.contains("<meta charset=\"utf-8\"/>"))
        #expect(!page.contains("</meta>"))
        #expect(page.contains("<ul id=\"results\">\n</ul>"))
    }

    @Test("text outside any element is refused, not written unescaped")
    func textOutsideElements() throws {
        let html = try HTMLStreamWriter()
        html.text("<script>alert(1)</script>")
        #expect(throws: CatalogError.self) { try html.finishPage() }
        html.startPage(language: "en")
        html.element(.p, text: "fine")
        let page = String(decoding: try html.finishPage(), as: UTF8.self)
        #expect(!page.contains("<script>"))
    }

    @Test("a fragment is written again byte for byte, and pages after it start clean")
    func fragments() throws {
        let html = try HTMLStreamWriter()
        html.element(.footer) { html.element(.p, text: "a < b") }
        let footer = try html.finishFragment()
        for _ in 1...2 {
            html.startPage(language: "en")
            html.element(.body) { html.write(footer) }
            let page = String(decoding: try html.finishPage(), as: UTF8.self)
            #expect(
                page
                    == "<!DOCTYPE html>\n<html lang=\"en\">\n<body>\n<footer>\n<p>a &lt; b</p>\n</footer>\n</body>\n</html>\n"
            )
        }
    }

    @Test("inline elements get no line break around them, so text beside them reads as written")
    func inlineElements() throws {
        let html = try HTMLStreamWriter()
        html.startPage(language: "en")
        html.element(.li) {
            html.element(.strong, text: "CTX")
            html.text(": 5% off")
        }
        let page = String(decoding: try html.finishPage(), as: UTF8.self)
        #expect(page.contains("<li><strong>CTX</strong>: 5% off</li>\n"))
    }
}
