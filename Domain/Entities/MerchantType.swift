/// Where a merchant can be paid: on the web, in a shop, or both.
public enum MerchantType: String, CaseIterable, Hashable, Sendable {
    case online
    case physical
    case both

    /// Whether the merchant takes payments on the web (the Online tab lists these).
    public var sellsOnline: Bool { self != .physical }

    /// Whether the merchant has shops one can walk into (the Nearby tab lists these).
    public var hasShops: Bool { self != .online }
}
