import Foundation

/// A list of values bound as one JSON array argument and read back with `json_each`, so that the statement text
/// (and its cache entry) is the same whatever the list's length.
enum JSONList {
    /// A JSON array of strings (written by hand: `JSONSerialization` was a fifth of a Nearby query's time).
    static func strings(_ values: [String]) -> String {
        var json = "["
        for (index, value) in values.enumerated() {
            if index > 0 { json += "," }
            json += "\""
            if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                json += value + "\""
                continue
            }
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": json += "\\\""
                case "\\": json += "\\\\"
                case _ where scalar.value < 0x20: json += String(format: "\\u%04x", scalar.value)
                default: json.unicodeScalars.append(scalar)
                }
            }
            json += "\""
        }
        return json + "]"
    }

    /// A JSON array of row ids.
    static func ids(_ ids: [Int64]) -> String {
        var json = "["
        json.reserveCapacity(2 + ids.count * 8)
        for (index, id) in ids.enumerated() {
            if index > 0 { json += "," }
            json += String(id)
        }
        return json + "]"
    }
}
