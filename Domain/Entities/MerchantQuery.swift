/// The tabs of the merchant list.
public enum DirectoryTab: String, CaseIterable, Hashable, Sendable {
    /// Every merchant.
    case all
    /// Merchants that sell on the web (`online` or `both`).
    case online
    /// Merchants with a shop within the radius of the user's position.
    case nearby
}

/// The ways a merchant list can be ordered.
public enum MerchantSort: String, CaseIterable, Hashable, Sendable {
    /// Case-insensitive by name, then by id.
    case name
    /// Nearest first; merchants with no distance last, by name.
    case distance
    /// Best discount first; merchants with no discount last, by name.
    case discount
}

/// A way to pay that a user can filter on.
public enum PaymentOption: String, CaseIterable, Hashable, Sendable {
    case dash
    case ctx
    case piggyCards = "piggycards"

    /// The provider behind a gift-card option.
    public var provider: GiftCardProvider? {
        switch self {
        case .dash: nil
        case .ctx: .ctx
        case .piggyCards: .piggyCards
        }
    }
}

/// Filters on the merchant list. An empty set means "any".
public struct MerchantFilters: Hashable, Sendable {
    /// A merchant matches when it offers any of these.
    public var paymentOptions: Set<PaymentOption>
    public var denominations: Set<DenominationsType>
    public var territory: String?
    public var types: Set<MerchantType>

    public init(
        paymentOptions: Set<PaymentOption> = [], denominations: Set<DenominationsType> = [],
        territory: String? = nil, types: Set<MerchantType> = []
    ) {
        self.paymentOptions = paymentOptions
        self.denominations = denominations
        self.territory = territory
        self.types = types
    }

    public static let none = MerchantFilters()

    public var isEmpty: Bool { self == .none }
}

/// Which slice of a result list to return.
public struct PageRequest: Hashable, Sendable {
    public var offset: Int
    public var limit: Int

    public init(offset: Int = 0, limit: Int = PageRequest.defaultLimit) {
        self.offset = max(0, offset)
        self.limit = min(max(1, limit), PageRequest.maximumLimit)
    }

    public static let defaultLimit = 100
    public static let maximumLimit = 1000

    public static let first = PageRequest()

    /// The page after this one.
    public var next: PageRequest { PageRequest(offset: offset + limit, limit: limit) }
}

/// Everything the merchant list asks the directory.
public struct MerchantQuery: Hashable, Sendable {
    /// Words a merchant's name must contain, each as a prefix of a word (`cof caf` finds "Coffee Café"),
    /// matched case-insensitively and always literally, by the rule of ``SearchWords``.
    public var text: String
    public var tab: DirectoryTab
    public var filters: MerchantFilters
    public var sort: MerchantSort
    /// The user's position: distances are measured from it in every tab; Nearby requires it.
    public var position: Coordinate?
    /// The Nearby tab's radius.
    public var radius: Distance
    public var page: PageRequest

    public init(
        text: String = "", tab: DirectoryTab = .all, filters: MerchantFilters = .none, sort: MerchantSort = .name,
        position: Coordinate? = nil, radius: Distance = MerchantQuery.defaultRadius, page: PageRequest = .first
    ) {
        self.text = text
        self.tab = tab
        self.filters = filters
        self.sort = sort
        self.position = position
        self.radius = radius
        self.page = page
    }

    /// 20 miles, the radius the Dash apps start with; the radii a person is offered, in their unit, are the
    /// screens' (`DistanceUnit` in Presentation).
    public static let defaultRadius = Distance.miles(20)
}
