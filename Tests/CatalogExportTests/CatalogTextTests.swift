import Testing

@testable import CatalogExport

@Suite("CatalogText")
struct CatalogTextTests {
    @Test("C0 and C1 controls, DEL and noncharacters are removed; tab, line feed and carriage return stay")
    func removesForbiddenCharacters() {
        let noncharacters = [0xFDD0, 0xFFFE, 0xFFFF, 0x1FFFE].map { String(Character(Unicode.Scalar($0)!)) }.joined()
        #expect(CatalogText.cleaned("a\u{0}b\u{1B}[31mc\u{7F}d\u{85}e" + noncharacters) == "ab[31mcde")
        #expect(CatalogText.cleaned("one\ttwo\nthree\r") == "one\ttwo\nthree\r")
    }

    @Test("bidi overrides, embeddings, isolates and marks are removed, right-to-left letters stay")
    func removesBidiControls() {
        #expect(CatalogText.cleaned("متجر \u{202E}gnp.exe\u{202C}\u{2066}x\u{2069}\u{200F}\u{061C}") == "متجر gnp.exex")
    }

    @Test("ordinary text, accents and emoji are returned unchanged")
    func keepsOrdinaryText() {
        for text in ["Café Ávila", "東京 ラーメン", "Pizza 🍕", "<b>&amp;</b>", ""] {
            #expect(CatalogText.cleaned(text) == text)
        }
    }
}
