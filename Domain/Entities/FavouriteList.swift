/// The favourites a list shows.
public struct FavouriteList: Hashable, Sendable {
    public var merchants: [MerchantListing]
    /// Favourites the directory no longer lists.
    public var missing: Int
    /// Those of them the user has not been told about yet: said once, the first time the list is read after a sync
    /// took them away.
    public var newlyMissing: Int

    public init(merchants: [MerchantListing], missing: Int, newlyMissing: Int? = nil) {
        self.merchants = merchants
        self.missing = missing
        self.newlyMissing = newlyMissing ?? missing
    }
}
