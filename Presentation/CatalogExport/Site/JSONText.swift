/// JSON written straight into bytes, spelled as `JSONEncoder` spells it with `.withoutEscapingSlashes`: `"` and `\`
/// escaped, `\b \t \n \f \r` for those controls and `\u00xx` for the others, every other character as UTF-8.
///
/// The search index has an entry per merchant; building each as an `Encodable` value for `JSONEncoder` cost more
/// than rendering its page's list line. Callers write an object's keys in sorted order, as `.sortedKeys` would.
struct JSONText {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    /// Appends `text` as it is: punctuation between values that this type does not write itself.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        needsComma = false
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// A member of the object being written, left out when `value` is `nil`.
    mutating func member(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        name(key)
        string(value)
    }

    /// A member of the object being written, left out when `value` is `nil`.
    mutating func member(_ key: StaticString, _ value: Int?) {
        guard let value else { return }
        name(key)
        number(value)
    }

    /// An array of numbers, left out when `values` is `nil`.
    mutating func member(_ key: StaticString, _ values: [Int]?) {
        guard let values else { return }
        name(key)
        beginArray()
        for value in values { number(value) }
        endArray()
    }

    /// A string as the next value of the array being written.
    mutating func element(_ value: String) { string(value) }

    /// A number as the next value of the array being written.
    mutating func element(_ value: Int) { number(value) }

    /// Hands over what was written and goes on where it stopped: the next value of an array still gets its comma.
    /// The room is kept for the next batch.
    mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma = true
    }

    /// The key of the object's next member, whose value the caller writes (an array or object of its own).
    mutating func name(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    private mutating func number(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    private mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: value.utf8)
        } else {
            escape(value)
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    private mutating func escape(_ value: String) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }
}
