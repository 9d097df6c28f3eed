extension Merchant {
    /// The gift-card offers a customer is told about, one per provider in provider order, by one rule for the detail
    /// screen and the catalog page: of a provider's offers redeemed in the app (never through a web address), its best
    /// one on sale (``ProviderOffer/best(of:)``), else its first, switched off (`isActive` false), which is told as
    /// unavailable rather than left out.
    ///
    /// Empty when the file lists no such offer: then, and only then, the merchant's own ``discount`` and
    /// ``denominationsType`` stand for its gift cards (files of versions 2 and 3 have no provider rows).
    public var giftCardOffers: [ProviderOffer] {
        GiftCardProvider.allCases.compactMap { provider in
            let offers = offers.filter { $0.provider == provider && $0.redeemType != .url }
            return ProviderOffer.best(of: offers) ?? offers.first
        }
    }
}
