/// A business that takes Dash, with every location the directory lists for it.
///
/// The directory stores one row per location; rows sharing a `merchantId` are one merchant.
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
    public var locations: [Location]
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
        self.offers = offers
    }

    /// The best discount among the merchant's active offers (see ``ProviderOffer/best(of:)``).
    public var bestOffer: ProviderOffer? { ProviderOffer.best(of: offers) }

    /// The territories the merchant's locations are in, sorted, without repeats.
    public var territories: [String] {
        Array(Set(locations.compactMap(\.territory))).sorted()
    }
}
