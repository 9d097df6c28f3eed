import Presentation
import Testing

@Suite("DocumentText")
struct DocumentTextTests {
    @Test("C0 and C1 controls, DEL and noncharacters are removed; tab, line feed and carriage return stay")
    func removesForbiddenCharacters() {
        let noncharacters = [0xFDD0, 0xFFFE, 0xFFFF, 0x1FFFE].map { String(Character(Unicode.Scalar($0)!)) }.joined()
        #expect(DocumentText.cleaned("a\u{0}b\u{1B}[31mc\u{7F}d\u{85}e" + noncharacters) == "ab[31mcde")
        #expect(DocumentText.cleaned("one\ttwo\nthree\r") == "one\ttwo\nthree\r")
    }

    @Test("bidi overrides, embeddings, isolates and marks are removed, right-to-left letters stay")
    func removesBidiControls() {
        #expect(
            DocumentText.cleaned("متجر \u{202E}gnp.exe\u{202C}\u{2066}x\u{2069}\u{200F}\u{061C}") == "متجر gnp.exex")
    }

    @Test("ordinary text, accents and emoji are returned unchanged")
    func keepsOrdinaryText() {
        for text in ["Café Ávila", "東京 ラーメン", "Pizza 🍕", "<b>&amp;</b>", ""] {
            #expect(DocumentText.cleaned(text) == text)
        }
    }

    @Test("the byte scan and the scalar check agree on every scalar of the first plane and the ends of the others")
    func byteScanAgreesWithScalarCheck() {
        // Every first byte UTF-8 has, in every position of a 4-byte sequence that a removed character can take.
        var values = Array(UInt32(0)...0xFFFF)
        for plane in UInt32(1)...16 {
            let start: UInt32 = plane << 16
            values += Array(start...start + 0xFF) + Array(start + 0xFF00...start + 0xFFFF)
        }
        var disagreements: [UInt32] = []
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = String(Character(scalar))
            let expected = DocumentText.isRemoved(scalar) ? "" : character
            let long = "a longer name, past the small-string size " + character
            if DocumentText.cleaned(character) != expected
                || DocumentText.cleaned(long) != "a longer name, past the small-string size " + expected
            {
                disagreements.append(value)
            }
        }
        #expect(disagreements.isEmpty)
    }
}
