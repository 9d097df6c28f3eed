import Foundation

/// Searches the directory's ATMs, after making the query one the directory can answer.
public struct SearchATMs: Sendable {
    private let directory: any ATMDirectory

    public init(directory: any ATMDirectory) {
        self.directory = directory
    }

    /// One page of the query's answer. A territory is found as people type it (``TerritoryName``); one that no ATM
    /// names is an error (`territoryNotFound`, with the nearest names). The territories are read only when nothing
    /// matched.
    public func callAsFunction(_ query: ATMQuery) async throws(DirectoryError) -> Page<ATMListing> {
        let query = try Self.normalized(query)
        let page = try await directory.atms(query)
        guard page.total == 0, let territory = query.territory else { return page }
        let spelt = try TerritoryName.resolve(territory, among: try await directory.territories())
        guard spelt != territory else { return page }
        var respelt = query
        respelt.territory = spelt
        return try await directory.atms(respelt)
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
