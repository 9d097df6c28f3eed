/// Assembles a catalog: the summary now, the merchants as a stream the renderer pulls from.
public struct BuildCatalog: Sendable {
    private let directory: any MerchantDirectory

    public init(directory: any MerchantDirectory) {
        self.directory = directory
    }

    /// How many merchants the stream fetches at a time: large enough to amortise a query, small enough that
    /// memory stays flat.
    public static let batchSize = 500

    /// A catalog of the whole directory, or of one territory, which must exist.
    public func callAsFunction(territory: String? = nil) async throws(DirectoryError) -> Catalog {
        if let territory {
            let known = try await directory.territories()
            guard known.contains(where: { $0.name == territory }) else {
                throw .invalidQuery("There is no territory named \"\(territory)\" in this directory.")
            }
        }
        let summary = try await directory.catalogSummary(territory: territory)
        let directory = self.directory
        let stream = MerchantStream(batchSize: Self.batchSize) { cursor, limit throws(DirectoryError) in
            try await directory.catalogMerchants(territory: territory, after: cursor, limit: limit)
        }
        return Catalog(summary: summary, territory: territory, merchants: stream)
    }
}
