/// One row of a merchant list: a merchant with the location that represents it.
public struct MerchantListing: Hashable, Sendable, Identifiable {
    public let id: MerchantID
    public var name: String
    public var type: MerchantType
    public var paymentMethod: PaymentMethod
    /// The territory of the shown location.
    public var territory: String?
    /// The location that answers the query: the nearest one to the user when a position is known (on Nearby, the
    /// one within the radius), else the merchant's first location; with a territory filter, chosen among the
    /// locations in that territory.
    public var location: Location?
    /// From the user to ``location``; `nil` for online-only merchants and when no position is known.
    public var distance: Distance?
    /// How many locations the merchant has in the whole directory (not only within the radius).
    public var locationCount: Int
    /// The best active provider discount, or the merchant's own discount column; `nil` when none.
    public var bestDiscount: Discount?
    /// The providers that sell the merchant's gift cards, in display order.
    public var providers: [GiftCardProvider]

    public init(
        id: MerchantID, name: String, type: MerchantType, paymentMethod: PaymentMethod, territory: String? = nil,
        location: Location? = nil, distance: Distance? = nil, locationCount: Int = 1, bestDiscount: Discount? = nil,
        providers: [GiftCardProvider] = []
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.paymentMethod = paymentMethod
        self.territory = territory
        self.location = location
        self.distance = distance
        self.locationCount = locationCount
        self.bestDiscount = bestDiscount
        self.providers = providers
    }
}
