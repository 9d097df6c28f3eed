import Foundation
import Testing

@testable import CatalogExport

@Suite("JSONText")
struct JSONTextTests {
    /// What `JSONEncoder` writes for the same members, as the search index was written before.
    private struct Reference: Encodable {
        let at: [Int]?
        let count: Int?
        let text: String?
    }

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static func written(_ reference: Reference) -> String {
        var json = JSONText()
        json.beginObject()
        json.member("at", reference.at)
        json.member("count", reference.count)
        json.member("text", reference.text)
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    @Test("every ASCII character, and text beyond it, is written as JSONEncoder writes it")
    func everyCharacterAsJSONEncoder() throws {
        var texts = (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
        texts += ["", "plain", "a/b", "Café Ávila", "\u{85}\u{2028}\u{2029}\u{202E}", "😀 \"quoted\" \\ back", "\0end"]
        for text in texts {
            let reference = Reference(at: nil, count: nil, text: text)
            let expected = String(decoding: try Self.encoder().encode(reference), as: UTF8.self)
            #expect(Self.written(reference) == expected, "\(text.debugDescription)")
        }
    }

    @Test("absent members are left out, numbers and arrays of numbers are written as JSONEncoder writes them")
    func membersAsJSONEncoder() throws {
        let references = [
            Reference(at: nil, count: nil, text: nil), Reference(at: [], count: 0, text: "x"),
            Reference(at: [10_481, -66_904, 0, Int.max, Int.min], count: -3, text: nil),
        ]
        for reference in references {
            let expected = String(decoding: try Self.encoder().encode(reference), as: UTF8.self)
            #expect(Self.written(reference) == expected)
        }
    }

    @Test("values in an array are separated by commas, and raw text starts afresh")
    func arraysAndRawText() {
        var json = JSONText()
        json.beginArray()
        for number in 1...3 {
            json.beginObject()
            json.member("n", number)
            json.endObject()
        }
        json.endArray()
        json.raw(",\n")
        json.beginObject()
        json.endObject()
        #expect(String(decoding: json.bytes, as: UTF8.self) == "[{\"n\":1},{\"n\":2},{\"n\":3}],\n{}")
    }

    @Test("bytes taken in the middle of an array leave the next value its comma")
    func takingBytesMidArray() {
        var json = JSONText()
        var taken: [UInt8] = []
        json.beginArray()
        for number in 1...3 {
            json.beginObject()
            json.member("n", number)
            json.endObject()
            if number == 2 { taken += json.takeBytes() }
        }
        json.endArray()
        taken += json.takeBytes()
        #expect(json.bytes.isEmpty)
        #expect(String(decoding: taken, as: UTF8.self) == "[{\"n\":1},{\"n\":2},{\"n\":3}]")
    }
}
