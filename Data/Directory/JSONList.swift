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
            json.append(UInt8(ascii: "\""))
        }
        json.append(UInt8(ascii: "]"))
        return String(decoding: json, as: UTF8.self)
    }

    /// A JSON array of row ids.
    static func ids(_ ids: [Int64]) -> String {
        var json: [UInt8] = [UInt8(ascii: "[")]
        json.reserveCapacity(2 + ids.count * 21)
        var digits: [UInt8] = []
        digits.reserveCapacity(20)
        for (index, id) in ids.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            if id < 0 { json.append(UInt8(ascii: "-")) }
            var rest = id.magnitude
            repeat {
                digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            json += digits.reversed()
            digits.removeAll(keepingCapacity: true)
        }
        json.append(UInt8(ascii: "]"))
        return String(decoding: json, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
