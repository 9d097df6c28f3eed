extension CatalogSummary {
    /// How many merchants a catalog of `territory` lists (every one when `nil`, see
    /// ``Merchant/isListed(inCatalogOf:)``), with their locations, types, providers and the ten best discounts, from
    /// the whole directory's `merchants`; its territories are those of the whole directory.
    ///
    /// A provider counts the merchants with a visible offer of it (active, not redeemed by `url`). The best discounts
    /// are the listings (``MerchantListing/init(_:near:)``) with a discount above zero, best first, ties in
    /// ``CatalogOrder``.
    public init(of merchants: [Merchant], territory: String?, snapshot: SnapshotInfo) {
        let chosen = merchants.filter { $0.isListed(inCatalogOf: territory) }
        var byType: [MerchantType: Int] = [:]
        var byProvider: [GiftCardProvider: Int] = [:]
        for merchant in chosen {
            byType[merchant.type, default: 0] += 1
            for provider in Set(merchant.visibleOffers.map(\.provider)) { byProvider[provider, default: 0] += 1 }
        }
        let best = chosen.map { MerchantListing($0, near: nil) }
            .filter { ($0.bestDiscount?.basisPoints ?? 0) > 0 }
            .sorted { lhs, rhs in
                lhs.bestDiscount != rhs.bestDiscount
                    ? (lhs.bestDiscount ?? .zero) > (rhs.bestDiscount ?? .zero)
                    : CatalogOrder.key(lhs.name, lhs.id) < CatalogOrder.key(rhs.name, rhs.id)
            }
        self.init(
            snapshot: snapshot, merchantCount: chosen.count,
            locationCount: chosen.reduce(0) { $0 + $1.locationCount }, territories: Territory.all(of: merchants),
            merchantCountByType: byType, merchantCountByProvider: byProvider,
            dashMerchantCount: chosen.filter { $0.paymentMethod == .dash }.count,
            bestDiscounts: Array(best.prefix(Self.bestDiscountCount)))
    }

    /// How many merchants ``bestDiscounts`` holds at most.
    public static let bestDiscountCount = 10
}
