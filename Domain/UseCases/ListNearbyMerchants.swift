/// Lists the merchants with a shop near a position, nearest first (see ``NearbyRule``).
public struct ListNearbyMerchants: Sendable {
    private let search: SearchMerchants

    public init(directory: any MerchantDirectory) {
        self.search = SearchMerchants(directory: directory)
    }

    /// Wider radii say nothing useful about "nearby" and make the query scan a continent.
    public static let maximumRadius = Distance.kilometers(500)

    /// Merchants whose nearest location is within `radius` of `position`, ordered by that distance (or by name or
    /// discount when `sort` says so).
    public func callAsFunction(
        around position: Coordinate, within radius: Distance, text: String = "", filters: MerchantFilters = .none,
        sort: MerchantSort = .distance, page: PageRequest = .first
    ) async throws(DirectoryError) -> Page<MerchantListing> {
        let query = MerchantQuery(
            text: text, tab: .nearby, filters: filters, sort: sort, position: position, radius: radius, page: page)
        return try await search(query)
    }

    /// Nearby at a chosen location (``ChosenLocation/nearbyQuery(_:)``): the merchants within its radius, or, for a
    /// territory, every merchant with a location in it, nearest to its position first (or by name or discount when
    /// `sort` says so).
    public func callAsFunction(
        at location: ChosenLocation, text: String = "", filters: MerchantFilters = .none,
        sort: MerchantSort = .distance, page: PageRequest = .first
    ) async throws(DirectoryError) -> Page<MerchantListing> {
        let query = MerchantQuery(text: text, tab: .nearby, filters: filters, sort: sort, page: page)
        guard let asked = location.nearbyQuery(query) else { return .empty(page) }
        return try await search(asked)
    }
}
