// What this build of the program shows of the gift-card providers. PiggyCards is a package trait, on by default
// (Docs/adr/0008-package-traits.md); this file is the one place that reads it, and every layer asks here.

extension GiftCardProvider {
    /// The providers this build shows, in display order: every provider, less PiggyCards without its trait.
    public static let enabled: [GiftCardProvider] = allCases.filter(\.isEnabled)

    /// Whether this build shows the provider's offers, filters and merchants.
    public var isEnabled: Bool {
        switch self {
        case .ctx: true
        case .piggyCards: Self.piggyCardsTrait
        }
    }

    /// Whether the `PiggyCards` package trait was on when this module was compiled.
    private static var piggyCardsTrait: Bool {
        #if PiggyCards
            return true
        #else
            return false
        #endif
    }
}

extension PaymentOption {
    /// The payment options this build offers, in display order: Dash, then each enabled provider.
    public static let enabled: [PaymentOption] = allCases.filter { $0.provider?.isEnabled ?? true }
}

extension Merchant {
    /// This merchant as this build shows it: without the offers of disabled providers, or `nil` when it is a
    /// gift-card merchant whose every offer (active or not) comes from a disabled provider.
    ///
    /// A gift-card merchant with no offer at all stays, as do Dash merchants: only a merchant that exists for a
    /// disabled provider disappears with it. A merchant that loses offers also loses its own `discount`: the
    /// directory copies that column from one of its providers (a PiggyCards merchant's row holds PiggyCards'
    /// discount), so it may be the disabled provider's figure and never stands in for the offers that are left.
    /// With every provider enabled this is the merchant itself.
    public var withEnabledProviders: Merchant? {
        let enabled = offers.filter(\.provider.isEnabled)
        if enabled.count == offers.count { return self }
        if paymentMethod == .giftCard && enabled.isEmpty { return nil }
        var shown = self
        shown.offers = enabled
        shown.discount = nil
        return shown
    }
}
