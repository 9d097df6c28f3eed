/// A list of values bound as one JSON array argument and read back with `json_each`, so that the statement text
/// (and its cache entry) is the same whatever the list's length.
///
/// Written as bytes into one buffer: `JSONSerialization` was a fifth of a Nearby query's time, and building the text
/// a string at a time still a few percent.
enum JSONList {
    /// A JSON array of strings: `"` and `\` escaped, control characters as `\u00XX`, the rest as it is.
    static func strings(_ values: [String]) -> String {
        var json: [UInt8] = [UInt8(ascii: "[")]
        json.reserveCapacity(values.reduce(2) { $0 + $1.utf8.count + 3 })
        for (index, value) in values.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "\""))
            if value.utf8.contains(where: needsEscape) {
                appendEscaped(value, to: &json)
            } else {
                json.append(contentsOf: value.utf8)
            }
            json.append(UInt8(ascii: "\""))
        }
        json.append(UInt8(ascii: "]"))
        return String(decoding: json, as: UTF8.self)
    }

    /// A JSON array of row ids.
    static func ids(_ ids: [Int64]) -> String {
        var json: [UInt8] = [UInt8(ascii: "[")]
        json.reserveCapacity(2 + ids.count * 21)
        for (index, id) in ids.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            if id < 0 { json.append(UInt8(ascii: "-")) }
            // Room for the digits first, then each written from the last.
            var (count, probe) = (1, id.magnitude)
            while probe >= 10 { (count, probe) = (count + 1, probe / 10) }
            json.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
            var (position, rest) = (json.count, id.magnitude)
            repeat {
                position -= 1
                json[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
        }
        json.append(UInt8(ascii: "]"))
        return String(decoding: json, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendEscaped(_ value: String, to json: inout [UInt8]) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                json += [UInt8(ascii: "\\"), byte]
            case ..<0x20:
                json += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
                json += [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            default:
                json.append(byte)
            }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
