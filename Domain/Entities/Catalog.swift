/// What a catalog's index page summarises: counts and the best offers, computed by the directory.
public struct CatalogSummary: Hashable, Sendable {
    /// The snapshot the catalog was made from, so readers can tell how fresh it is.
    public var snapshot: SnapshotInfo
    public var merchantCount: Int
    public var locationCount: Int
    public var territories: [Territory]
    public var merchantCountByType: [MerchantType: Int]
    public var merchantCountByProvider: [GiftCardProvider: Int]
    /// Merchants that take Dash directly.
    public var dashMerchantCount: Int
    /// The merchants with the highest discounts, best first.
    public var bestDiscounts: [MerchantListing]

    public init(
        snapshot: SnapshotInfo, merchantCount: Int, locationCount: Int, territories: [Territory],
        merchantCountByType: [MerchantType: Int], merchantCountByProvider: [GiftCardProvider: Int],
        dashMerchantCount: Int, bestDiscounts: [MerchantListing]
    ) {
        self.snapshot = snapshot
        self.merchantCount = merchantCount
        self.locationCount = locationCount
        self.territories = territories
        self.merchantCountByType = merchantCountByType
        self.merchantCountByProvider = merchantCountByProvider
        self.dashMerchantCount = dashMerchantCount
        self.bestDiscounts = bestDiscounts
    }
}

/// A whole directory as a publishable catalog: the summary, and every merchant as a stream.
///
/// The merchants are fetched a batch at a time as the consumer asks for them, so a catalog of 100,000 merchants
/// never sits in memory.
public struct Catalog: Sendable {
    public var summary: CatalogSummary
    /// Restricts the catalog to one territory, when set.
    public var territory: String?
    public var merchants: MerchantStream
    /// The directory's ATMs (in the territory, when set), by name ignoring case, then id. An array, not a stream:
    /// real files hold a few thousand, a few hundred kilobytes. Empty when the catalog was built without them.
    public var atms: [ATM]

    public init(summary: CatalogSummary, territory: String?, merchants: MerchantStream, atms: [ATM] = []) {
        self.summary = summary
        self.territory = territory
        self.merchants = merchants
        self.atms = atms
    }
}
