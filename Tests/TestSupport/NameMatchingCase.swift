import Foundation

/// One row of `Tests/Shared/name-matching-cases.json`: the table of the name-matching rule (``Domain/SearchWords``)
/// that every search passes, the Domain's, the SQLite directory's and the catalog site's.
public struct NameMatchingCase: Decodable, Sendable, CustomStringConvertible {
    public var name: String
    public var query: String
    public var matches: Bool
    public var why: String

    public var description: String { "\(query.debugDescription) in \(name.debugDescription): \(why)" }

    /// The shared table, read from its file beside the test targets (`Tests/Shared`, found from `filePath` up).
    public static func all(filePath: String = #filePath) throws -> [NameMatchingCase] {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.lastPathComponent != "Tests", folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        let url = folder.appendingPathComponent("Shared/name-matching-cases.json")
        return try JSONDecoder().decode([NameMatchingCase].self, from: Data(contentsOf: url))
    }
}
