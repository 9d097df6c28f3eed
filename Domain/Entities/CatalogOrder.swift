/// The order of merchants by name, in lists and catalogs alike: the name as ``SearchWords/orderKey(_:)`` folds it,
/// then the id, so that "Café" comes before "Cafetín" and two merchants of the same name keep one order.
public enum CatalogOrder {
    /// The key that orders a merchant named `name` with id `id`; keys compare as tuples, by code point.
    public static func key(_ name: String, _ id: MerchantID) -> (String, String) {
        (SearchWords.orderKey(name), id.rawValue)
    }

    /// `merchants` in catalog order.
    public static func sorted(_ merchants: some Sequence<Merchant>) -> [Merchant] {
        merchants.sorted { key($0.name, $0.id) < key($1.name, $1.id) }
    }
}

extension Merchant {
    /// Whether a catalog of `territory` lists this merchant: when one of its locations is in that territory; a
    /// catalog of the whole directory (`nil`) lists every merchant.
    public func isListed(inCatalogOf territory: String?) -> Bool {
        guard let territory else { return true }
        return territories.contains(territory)
    }

    /// The offers a customer is shown: active ones whose cards can be redeemed in the app (never `url`).
    var visibleOffers: [ProviderOffer] {
        offers.filter { $0.isActive && $0.redeemType != .url }
    }
}
