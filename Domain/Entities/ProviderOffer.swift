/// What one gift-card provider offers for one merchant, as the directory snapshot records it.
public struct ProviderOffer: Hashable, Sendable {
    public var provider: GiftCardProvider
    public var discount: Discount
    public var denominationsType: DenominationsType?
    public var redeemType: RedeemType?
    public var isActive: Bool

    public init(
        provider: GiftCardProvider, discount: Discount, denominationsType: DenominationsType? = nil,
        redeemType: RedeemType? = nil, isActive: Bool = true
    ) {
        self.provider = provider
        self.discount = discount
        self.denominationsType = denominationsType
        self.redeemType = redeemType
        self.isActive = isActive
    }
}

/// What a provider's live API says about a merchant right now. Every field may be missing.
public struct LiveProviderInfo: Hashable, Sendable {
    public var provider: GiftCardProvider
    public var isEnabled: Bool?
    public var discount: Discount?
    public var denominations: Denominations?
    /// Set when the API names a type but no amounts.
    public var denominationsType: DenominationsType?

    public init(
        provider: GiftCardProvider, isEnabled: Bool? = nil, discount: Discount? = nil,
        denominations: Denominations? = nil, denominationsType: DenominationsType? = nil
    ) {
        self.provider = provider
        self.isEnabled = isEnabled
        self.discount = discount
        self.denominations = denominations
        self.denominationsType = denominationsType ?? denominations?.type
    }
}
