import Foundation

/// Encodes the JSON that `--format json` prints: one line (pipe it to `jq` to read it), sorted keys, slashes
/// unescaped, and a newline.
enum JSONOutput {
    static func string(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// A distance in whole metres: finer figures would be noise, and integers compare exactly in tests.
    static func meters(_ distance: Double?) -> Int? {
        distance.map { Int($0.rounded()) }
    }
}
