/// The favourites a list shows.
public struct FavouriteList: Hashable, Sendable {
    public var merchants: [MerchantListing]
    /// Favourites the directory no longer lists.
    public var missing: Int

    public init(merchants: [MerchantListing], missing: Int) {
        self.merchants = merchants
        self.missing = missing
    }
}
