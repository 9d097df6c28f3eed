/// Assembles a catalog: the summary now, the merchants as a stream the renderer pulls from.
public struct BuildCatalog: Sendable {
    private let directory: any MerchantDirectory
    private let atmDirectory: (any ATMDirectory)?

    /// With an ATM directory, the catalog lists its ATMs too.
    public init(directory: any MerchantDirectory, atms atmDirectory: (any ATMDirectory)? = nil) {
        self.directory = directory
        self.atmDirectory = atmDirectory
    }

    /// How many merchants the stream fetches at a time: large enough to amortise a query, small enough that
    /// memory stays flat.
    public static let batchSize = 500

    /// A catalog of the whole directory, or of one territory, which must exist (found as people type it:
    /// ``TerritoryName``).
    public func callAsFunction(territory typed: String? = nil) async throws(DirectoryError) -> Catalog {
        // One snapshot for the whole run, whatever a sync does meanwhile; its ATMs too when it can give them.
        let source = try await self.directory.catalogSource()
        let directory = source.directory
        let atmDirectory = self.atmDirectory.map { source.atms ?? $0 }
        var territory: String?
        if let typed {
            territory = try TerritoryName.resolve(typed, among: try await directory.territories().map(\.name))
        }
        let summary = try await directory.catalogSummary(territory: territory)
        let stream = directory.catalogStream(territory: territory, batchSize: Self.batchSize)
        let atms = try await Self.atms(in: territory, of: atmDirectory)
        return Catalog(summary: summary, territory: territory, merchants: stream, atms: atms)
    }

    /// Every ATM of the territory (or of the directory), a page at a time, in the directory's name order.
    private static func atms(in territory: String?, of atmDirectory: (any ATMDirectory)?) async throws(DirectoryError)
        -> [ATM]
    {
        guard let atmDirectory else { return [] }
        var atms: [ATM] = []
        var page = PageRequest(offset: 0, limit: PageRequest.maximumLimit)
        while true {
            let answer = try await atmDirectory.atms(ATMQuery(territory: territory, page: page))
            atms += answer.items.map(\.atm)
            guard answer.hasMore, !answer.items.isEmpty else { return atms }
            page = page.next
        }
    }
}
