extension ProviderOffer {
    /// The offer a customer should be shown first: the highest discount among active offers whose cards can be
    /// redeemed in the app (never `url`). A fee loses to any discount; ties go to the provider listed first
    /// (CTX before PiggyCards), so the choice is stable.
    public static func best(of offers: [ProviderOffer]) -> ProviderOffer? {
        offers
            .filter { $0.isActive && $0.redeemType != .url }
            .min { lhs, rhs in
                lhs.discount != rhs.discount ? lhs.discount > rhs.discount : lhs.provider < rhs.provider
            }
    }
}

extension ResolvedOffer {
    /// The best enabled offer after resolution, by the same rule as ``ProviderOffer/best(of:)``.
    public static func best(of offers: [ResolvedOffer]) -> ResolvedOffer? {
        offers
            .filter { $0.isEnabled.value }
            .min { lhs, rhs in
                lhs.discount.value != rhs.discount.value
                    ? lhs.discount.value > rhs.discount.value : lhs.provider < rhs.provider
            }
    }
}
