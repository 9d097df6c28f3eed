/// A business that takes Dash, with the locations a directory keeps of it and the count of all of them.
///
/// The directory stores one row per location; rows sharing a `merchantId` are one merchant. A directory hands over at
/// most ``KeptLocations/limit`` of them, chosen by ``KeptLocations``'s rule; ``locationCount`` and ``territories``
/// are those of every location.
public struct Merchant: Hashable, Sendable, Identifiable {
    public let id: MerchantID
    public var name: String
    public var type: MerchantType
    public var paymentMethod: PaymentMethod
    public var website: WebLink?
    public var phone: String?
    public var denominationsType: DenominationsType?
    public var redeemType: RedeemType?
    /// The merchant's own discount column (gift-card merchants without provider rows, as in v2/v3 files).
    public var discount: Discount?
    /// The kept locations (all of them up to ``KeptLocations/limit``), in the directory's order.
    public private(set) var locations: [Location]
    /// How many locations the merchant has in the directory: more than `locations.count` when some were not kept.
    public private(set) var locationCount: Int
    /// The territories of all its locations, sorted, without repeats.
    public private(set) var territories: [String]
    public var offers: [ProviderOffer]

    public init(
        id: MerchantID, name: String, type: MerchantType, paymentMethod: PaymentMethod, website: WebLink? = nil,
        phone: String? = nil, denominationsType: DenominationsType? = nil, redeemType: RedeemType? = nil,
        discount: Discount? = nil, locations: [Location] = [], offers: [ProviderOffer] = []
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.paymentMethod = paymentMethod
        self.website = website
        self.phone = phone
        self.denominationsType = denominationsType
        self.redeemType = redeemType
        self.discount = discount
        self.locations = locations
        locationCount = locations.count
        territories = Array(Set(locations.compactMap(\.territory))).sorted()
        self.offers = offers
    }

    /// This merchant with the locations `kept` holds, and their count and territories: how a directory that reads a
    /// merchant's rows one at a time hands it over.
    public func with(_ kept: KeptLocations) -> Merchant {
        var merchant = self
        merchant.locations = kept.locations
        merchant.locationCount = kept.count
        merchant.territories = kept.territories
        return merchant
    }

    /// This merchant with only the locations `rule` (an empty ``KeptLocations``) keeps of its own, and the offers
    /// ``KeptOffers`` keeps: what a directory reading its rows hands over. The count and the territories stay those
    /// of all its locations.
    public func keeping(_ rule: KeptLocations) -> Merchant {
        var kept = rule
        for location in locations { kept.add(location) }
        var merchant = self
        merchant.locations = kept.locations
        merchant.offers = KeptOffers(offers).offers
        return merchant
    }

    /// The best discount among the merchant's active offers (see ``ProviderOffer/best(of:)``).
    public var bestOffer: ProviderOffer? { ProviderOffer.best(of: offers) }
}
