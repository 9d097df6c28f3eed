import Domain
import GRDB

/// One row of the `merchant` table as the file holds it, read by column name.
///
/// Publishers and apps write the columns in different orders, and older files lack some of them: a missing
/// column reads as `nil`. This record is the only place that knows the file's spelling; ``location`` and
/// ``merchant(locations:offers:)`` turn it into Domain values, cleaned.
public struct MerchantRow: Sendable {
    /// The `merchant` columns the readers use (NULL for those a file lacks); the snapshot writer inserts them in this
    /// order.
    public enum Columns: String, TableColumns {
        case id, merchantId, name, active, paymentMethod, type, redeemType, denominationsType, savingsPercentage
        case address1, address2, address3, address4, city, territory, latitude, longitude, website, phone
        case googleMaps, source, sourceId

        /// The table these columns belong to.
        public static let table = "merchant"

        /// The columns read as keys or numbers, whole; every other column holds text.
        public static let keysAndNumbers: Set<Columns> = [
            .id, .merchantId, .active, .savingsPercentage, .latitude, .longitude, .sourceId,
        ]
    }

    /// The row id: the location's id.
    public var id: Int64 = 0
    /// The merchant the row belongs to, as text (empty when the row names none).
    public var merchantID = ""
    /// The name as stored, at most ``StoredText/longest`` scalars.
    public var name: String?
    /// The stored `active` flag: only an explicit zero hides a row (``StoredEnums/isActive(_:)``).
    public var active: Int64?
    /// The stored payment method (`dash`, `gift card`; ``StoredEnums/paymentMethod(_:)``).
    public var paymentMethod: String?
    /// The stored merchant type (`online`, `physical`, `both`; ``StoredEnums/merchantType(_:)``).
    public var type: String?
    /// How its cards are redeemed, as stored (``StoredEnums/redeemType(_:)``).
    public var redeemType: String?
    /// The stored denominations type (`fixed`, `min-max`).
    public var denominationsType: String?
    /// Basis points: 600 is 6.00 %.
    public var savingsPercentage: Int?
    /// `address1` to `address4`, as stored.
    public var addressLines: [String?] = [nil, nil, nil, nil]
    /// The city, as stored.
    public var city: String?
    /// The state or region, as stored.
    public var territory: String?
    /// The stored latitude; 0/0 means "no location".
    public var latitude: Double?
    /// The stored longitude; 0/0 means "no location".
    public var longitude: Double?
    /// The stored website: it may lack a scheme or be an e-mail address.
    public var website: String?
    /// The stored phone number.
    public var phone: String?
    /// The stored map link.
    public var googleMaps: String?
    /// Who published the row (`DCG`, `CTX`, `PiggyCards`).
    public var source: String?
    /// The row's id at its source, as text.
    public var sourceID: String?

    /// The column names in ``Columns`` order (the snapshot writer's INSERT list).
    public static var columns: [String] { Columns.allCases.map(\.name) }

    /// A row whose every column is NULL (the merchant id empty), for a reader to fill.
    public init() {}

    /// The location the row describes, cleaned.
    public var location: Location {
        Self.location(
            id: id, addressLines: addressLines.compactMap(StoredText.nonEmpty), city: city, territory: territory,
            latitude: latitude, longitude: longitude, phone: phone, googleMaps: googleMaps)
    }

    /// A location from its stored values, cleaned: text trimmed and blank text absent (address lines already so), no
    /// coordinate for 0/0, and a map link only when the value is a web address.
    public static func location(
        id: Int64, addressLines: [String], city: String?, territory: String?, latitude: Double?, longitude: Double?,
        phone: String?, googleMaps: String?
    ) -> Location {
        Location(
            id: id, addressLines: addressLines, city: StoredText.nonEmpty(city),
            territory: StoredText.nonEmpty(territory),
            coordinate: Coordinate.stored(latitude: latitude, longitude: longitude), phone: StoredText.nonEmpty(phone),
            mapLink: StoredText.nonEmpty(googleMaps).flatMap(WebLink.init(parsing:)))
    }

    /// The merchant type the row states, as ``StoredEnums/merchantType(_:)`` reads it.
    public var merchantType: MerchantType { StoredEnums.merchantType(type) }

    /// The merchant this row heads (the lowest visible row id of its `merchantId`).
    public func merchant(locations: [Location], offers: [ProviderOffer]) -> Merchant {
        Merchant(
            id: MerchantID(merchantID), name: StoredText.trimmed(name ?? ""), type: merchantType,
            paymentMethod: StoredEnums.paymentMethod(paymentMethod),
            website: StoredText.nonEmpty(website).flatMap(WebLink.init(parsing:)), phone: StoredText.nonEmpty(phone),
            denominationsType: StoredEnums.denominationsType(denominationsType),
            redeemType: StoredEnums.redeemType(redeemType),
            discount: savingsPercentage.map(Discount.init(basisPoints:)),
            locations: locations, offers: offers)
    }
}

extension MerchantRow {
    /// A row to write (the generator's and the tests' way in); every text field is stored as given.
    public init(
        id: Int64, merchantID: String, name: String?, active: Int64? = 1, paymentMethod: String?, type: String?,
        redeemType: String? = nil, denominationsType: String? = nil, savingsPercentage: Int? = nil,
        addressLines: [String?] = [nil, nil, nil, nil], city: String? = nil, territory: String? = nil,
        latitude: Double? = nil, longitude: Double? = nil, website: String? = nil, phone: String? = nil,
        googleMaps: String? = nil, source: String? = nil, sourceID: String? = nil
    ) {
        self.id = id
        self.merchantID = merchantID
        self.name = name
        self.active = active
        self.paymentMethod = paymentMethod
        self.type = type
        self.redeemType = redeemType
        self.denominationsType = denominationsType
        self.savingsPercentage = savingsPercentage
        self.addressLines = (addressLines + [nil, nil, nil, nil]).prefix(4).map { $0 }
        self.city = city
        self.territory = territory
        self.latitude = latitude
        self.longitude = longitude
        self.website = website
        self.phone = phone
        self.googleMaps = googleMaps
        self.source = source
        self.sourceID = sourceID
    }
}
