import Foundation
import Terminal

/// Encodes the JSON that `--format json` prints: one line (pipe it to `jq` to read it), sorted keys, slashes
/// unescaped, and a newline.
///
/// Every character that is unsafe on a terminal is written as a `\u` escape, not only the C0 controls
/// `JSONEncoder` escapes: DEL, the C1 controls (U+009B is a CSI on many terminals), bidirectional controls and
/// U+2028/U+2029 (ADR 0007). The JSON means the same; `cat` of it can no longer restyle or reorder a terminal.
enum JSONOutput {
    static func string(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return escapingUnsafeScalars(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
    }

    /// JSON text with every scalar ``OutputText`` calls unsafe written as `\uXXXX` (a surrogate pair above U+FFFF).
    ///
    /// Outside strings, JSON is printable ASCII, so every such scalar is inside a string, where the escape means the
    /// same character.
    static func escapingUnsafeScalars(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: OutputText.isUnsafe) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard OutputText.isUnsafe(scalar) else {
                escaped.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16, uppercase: false)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            }
        }
        return String(escaped)
    }

    /// A distance in whole metres: finer figures would be noise, and integers compare exactly in tests.
    static func meters(_ distance: Double?) -> Int? {
        distance.map { Int($0.rounded()) }
    }
}
