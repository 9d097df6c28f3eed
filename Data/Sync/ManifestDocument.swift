import Domain
import Foundation

/// The manifest's JSON form, format 1; Docs/SnapshotFormat.md is its description for publishers.
struct ManifestDocument: Codable, Equatable {
    /// The only format this program reads and writes.
    static let currentFormat = 1
    /// A manifest is a few hundred bytes; anything much larger is not one.
    static let maximumSize = 64 * 1024

    var format: Int
    /// Milliseconds since 1970.
    var version: Int64
    var sha256: String
    var size: Int64
    var schemaVersion: Int
    var file: String

    init(_ manifest: SnapshotManifest) {
        format = Self.currentFormat
        version = manifest.version.timestamp
        sha256 = manifest.sha256 ?? ""
        size = manifest.size
        schemaVersion = manifest.schemaVersion
        file = manifest.file
    }

    /// Reads and checks a manifest; every way it can be wrong is a ``SyncError/badManifest(_:)``.
    static func decode(_ bytes: Data) throws(SyncError) -> SnapshotManifest {
        guard bytes.count <= maximumSize else { throw .badManifest("it is larger than \(maximumSize) bytes") }
        let document: ManifestDocument
        do {
            document = try JSONDecoder().decode(ManifestDocument.self, from: bytes)
        } catch DecodingError.keyNotFound(let key, _) {
            throw .badManifest("the field \"\(key.stringValue)\" is missing")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw .badManifest("the field \"\(field)\" has the wrong type")
        } catch {
            throw .badManifest("it is not JSON")
        }
        // JSON readers disagree on a repeated field (the first, the last, an error): a manifest that one reader
        // takes for one snapshot and another for a different one is refused.
        if let repeated = repeatedField(in: bytes) {
            throw .badManifest("the field \"\(repeated)\" appears more than once")
        }
        return try document.validated()
    }

    /// The first name that appears twice among the fields of the top-level object of `bytes`, which is valid JSON;
    /// names are compared as decoded (`"\u0066ile"` is `"file"`).
    static func repeatedField(in bytes: Data) -> String? {
        var seen: Set<String> = []
        var depth = 0
        var index = bytes.startIndex
        var lastString: Range<Data.Index>?
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index
                index = bytes.index(after: index)
                while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index = bytes.index(after: index) }
                    index = bytes.index(after: index)
                }
                lastString = start..<min(bytes.index(after: index), bytes.endIndex)
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ":") where depth == 1:
                if let range = lastString,
                    let name = try? JSONDecoder().decode(String.self, from: bytes[range]),
                    !seen.insert(name).inserted
                {
                    return name
                }
            default: break
            }
            if index < bytes.endIndex { index = bytes.index(after: index) }
        }
        return nil
    }

    /// The manifest as publishers write it: pretty-printed, keys sorted, so diffs between versions read well.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain integers and strings cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    private func validated() throws(SyncError) -> SnapshotManifest {
        guard format == Self.currentFormat else {
            throw .badManifest("format \(format) is not supported (this program reads format \(Self.currentFormat))")
        }
        let digest = sha256.lowercased()
        guard digest.count == 64, digest.allSatisfy(\.isHexDigit) else {
            throw .badManifest("\"sha256\" is not 64 hexadecimal digits")
        }
        guard size >= 0 else { throw .badManifest("\"size\" is negative") }
        guard version > 0 else { throw .badManifest("\"version\" is not a positive timestamp") }
        guard Self.isRelativePath(file) else {
            throw .badManifest("\"file\" must be a path relative to the manifest, not \"\(file)\"")
        }
        return SnapshotManifest(
            version: SnapshotVersion(timestamp: version), sha256: digest, size: size, schemaVersion: schemaVersion,
            file: file)
    }

    /// A relative path keeps the snapshot beside its manifest: no scheme, no leading slash, no `..`.
    private static func isRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.contains(":")
            && !path.split(separator: "/").contains("..")
    }
}
