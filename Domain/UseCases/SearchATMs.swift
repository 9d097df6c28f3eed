import Foundation

/// Searches the directory's ATMs, after making the query one the directory can answer.
public struct SearchATMs: Sendable {
    private let directory: any ATMDirectory

    public init(directory: any ATMDirectory) {
        self.directory = directory
    }

    public func callAsFunction(_ query: ATMQuery) async throws(DirectoryError) -> Page<ATMListing> {
        try await directory.atms(try Self.normalized(query))
    }

    /// The rules of ``SearchMerchants/normalized(_:)``: text trimmed, collapsed and capped; a radius needs a
    /// position and must be more than 0 and at most ``ListNearbyMerchants/maximumRadius``. The territory is
    /// trimmed; a blank one means any.
    public static func normalized(_ query: ATMQuery) throws(DirectoryError) -> ATMQuery {
        var query = query
        query.text = SearchMerchants.normalizedText(query.text)
        if let territory = query.territory {
            let trimmed = territory.trimmingCharacters(in: .whitespacesAndNewlines)
            query.territory = trimmed.isEmpty ? nil : trimmed
        }
        if let radius = query.radius {
            _ = try NearbyRule.centre(query.position, within: radius)
        }
        return query
    }
}
