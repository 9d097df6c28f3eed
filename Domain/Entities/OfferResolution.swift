/// Where a resolved value came from; the detail screen and the logs say it.
public enum OfferSource: String, Hashable, Sendable, Comparable {
    /// The provider's API answered just now.
    case live
    /// The directory snapshot on disk.
    case snapshot
    /// Neither knew; a safe default was used.
    case `default`

    public static func < (lhs: OfferSource, rhs: OfferSource) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .live: 0
        case .snapshot: 1
        case .default: 2
        }
    }
}

/// A value with the source that supplied it.
public struct Sourced<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var source: OfferSource

    public init(_ value: Value, from source: OfferSource) {
        self.value = value
        self.source = source
    }

    /// The rule `live ?? snapshot ?? default`, with the winner recorded.
    public static func resolve(live: Value?, snapshot: Value?, default fallback: Value) -> Sourced {
        if let live { return Sourced(live, from: .live) }
        if let snapshot { return Sourced(snapshot, from: .snapshot) }
        return Sourced(fallback, from: .default)
    }
}

/// A provider's offer for a merchant after resolving live information against the snapshot.
public struct ResolvedOffer: Hashable, Sendable {
    public var provider: GiftCardProvider
    public var isEnabled: Sourced<Bool>
    public var discount: Sourced<Discount>
    public var denominationsType: Sourced<DenominationsType>
    /// Amounts are only known live; the snapshot holds the type alone.
    public var denominations: Denominations?

    /// The source that supplied the discount, the figure people act on.
    public var source: OfferSource { discount.source }

    public init(
        provider: GiftCardProvider, isEnabled: Sourced<Bool>, discount: Sourced<Discount>,
        denominationsType: Sourced<DenominationsType>, denominations: Denominations?
    ) {
        self.provider = provider
        self.isEnabled = isEnabled
        self.discount = discount
        self.denominationsType = denominationsType
        self.denominations = denominations
    }

    /// Resolves each field by `live ?? snapshot ?? default`. Defaults: enabled, no discount, fixed amounts.
    public init(provider: GiftCardProvider, live: LiveProviderInfo?, snapshot: ProviderOffer?) {
        self.init(
            provider: provider,
            isEnabled: .resolve(live: live?.isEnabled, snapshot: snapshot?.isActive, default: true),
            discount: .resolve(live: live?.discount, snapshot: snapshot?.discount, default: .zero),
            denominationsType: .resolve(
                live: live?.denominationsType, snapshot: snapshot?.denominationsType, default: .fixed),
            denominations: live?.denominations
        )
    }
}
