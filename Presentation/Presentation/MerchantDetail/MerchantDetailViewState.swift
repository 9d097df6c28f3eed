/// Everything the merchant detail screen shows, as display-ready values.
public struct MerchantDetailViewState: Hashable, Sendable {
    /// The merchant's name, or "Merchant" until it is known.
    public var title: String
    /// Whether the merchant is loaded, loading, or failed.
    public var phase: LoadPhase
    /// The directory holds no such merchant: ``phase`` is `.failed`, its sentence saying so, and a front end can answer
    /// accordingly (the web's 404) without reading the sentence.
    public var isNotFound: Bool
    /// "Gift card · online", "Dash · shops".
    public var kind: String
    /// Whether the user marked the merchant as a favourite.
    public var isFavourite: Bool
    /// "6% off with CTX", "Pay with Dash", or `nil` when there is nothing to offer.
    public var headline: String?
    /// One row per gift-card provider, in provider order.
    public var offers: [OfferRow]
    /// "2 locations": all of the merchant's, listed or not.
    public var locationsHeading: String
    /// The locations the directory kept (`KeptLocations`), nearest first when the position is known.
    public var places: [PlaceRow]
    /// "and 998,999 more locations" when the merchant has more than ``places`` lists, else `nil`.
    public var morePlaces: String?
    /// The web address, only when it is a safe `http(s)` link.
    public var website: String?
    /// The merchant's phone number, as the directory holds it.
    public var phone: String?
    /// Something worth knowing that is not a failure of the screen: a live API that did not answer.
    public var notice: String?
    /// Why the last change of the favourite mark was not saved.
    public var favouriteError: String?
    /// How many lines the body is scrolled down; the renderer clamps it to the content.
    public var scrollOffset: Int
    /// The words the terminal draws around the state (headings, labels, keys), in the state's language.
    public var screenWords: ScreenWords

    /// Creates a state; view models build these, tests and goldens too.
    public init(
        title: String = "Merchant", phase: LoadPhase = .idle, isNotFound: Bool = false, kind: String = "",
        isFavourite: Bool = false,
        headline: String? = nil, offers: [OfferRow] = [], locationsHeading: String = "", places: [PlaceRow] = [],
        morePlaces: String? = nil, website: String? = nil, phone: String? = nil, notice: String? = nil,
        favouriteError: String? = nil,
        scrollOffset: Int = 0, screenWords: ScreenWords = .english
    ) {
        self.screenWords = screenWords
        self.title = title
        self.phase = phase
        self.isNotFound = isNotFound
        self.kind = kind
        self.isFavourite = isFavourite
        self.headline = headline
        self.offers = offers
        self.locationsHeading = locationsHeading
        self.places = places
        self.morePlaces = morePlaces
        self.website = website
        self.phone = phone
        self.notice = notice
        self.favouriteError = favouriteError
        self.scrollOffset = scrollOffset
    }
}

/// One provider's offer, in words.
public struct OfferRow: Hashable, Sendable {
    /// "CTX".
    public var provider: String
    /// "6% off", "1.5% fee", "no discount".
    public var discount: String
    /// Whether the discount is a fee, drawn as a warning.
    public var isFee: Bool
    /// "Any amount from 10 to 500", "Fixed amounts: 10, 25, 50", "Fixed amounts".
    public var amounts: String
    /// Where the discount came from: "live from the provider", "from the directory", "no data (default)".
    public var source: String
    /// `false` when the provider has switched the offer off; the row says "unavailable".
    public var isEnabled: Bool

    /// Creates a row.
    public init(
        provider: String, discount: String, isFee: Bool = false, amounts: String, source: String,
        isEnabled: Bool = true
    ) {
        self.provider = provider
        self.discount = discount
        self.isFee = isFee
        self.amounts = amounts
        self.source = source
        self.isEnabled = isEnabled
    }
}

/// One location of the merchant, in words.
public struct PlaceRow: Hashable, Sendable {
    /// The address on one line, or "No address" when the directory has none.
    public var address: String
    /// "850 m", when both positions are known.
    public var distance: String?
    /// The location's own phone number, when it has one.
    public var phone: String?
    /// The address of a map of the location (``MapAddress``), when the directory gives its position or a map link.
    public var map: String?

    /// Creates a row.
    public init(address: String, distance: String? = nil, phone: String? = nil, map: String? = nil) {
        self.address = address
        self.distance = distance
        self.phone = phone
        self.map = map
    }
}
