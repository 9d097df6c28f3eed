import Domain
import GRDB

/// One row of the `merchant` table as the file holds it, read by column name.
///
/// Publishers and apps write the columns in different orders, and older files lack some of them: a missing
/// column reads as `nil`. This record is the only place that knows the file's spelling; ``location`` and
/// ``merchant(locations:offers:)`` turn it into Domain values, cleaned.
struct MerchantRow {
    var id: Int64
    var merchantID: String
    var name: String?
    var active: Int64?
    var paymentMethod: String?
    var type: String?
    var redeemType: String?
    var denominationsType: String?
    /// Basis points: 600 is 6.00 %.
    var savingsPercentage: Int?
    var addressLines: [String?]
    var city: String?
    var territory: String?
    var latitude: Double?
    var longitude: Double?
    var website: String?
    var phone: String?
    var googleMaps: String?
    var source: String?
    var sourceID: String?

    /// The columns this record reads; ``DirectorySQL`` selects them, or NULL for those a file lacks.
    static let columns = [
        "id", "merchantId", "name", "active", "paymentMethod", "type", "redeemType", "denominationsType",
        "savingsPercentage", "address1", "address2", "address3", "address4", "city", "territory", "latitude",
        "longitude", "website", "phone", "googleMaps", "source", "sourceId",
    ]

    /// Reads a row of any table shaped like `merchant`, by column name (a missing column reads as NULL).
    init(row: Row) {
        self.init(values: Self.columns.map { StoredValue.value(row, $0) })
    }

    /// Reads a row selected as ``DirectorySQL/merchantRowColumns(of:)`` selects it: the file's columns chosen by
    /// name, in the order of ``columns``, so reading by position here is still reading by name from the file.
    init(selected row: Row) {
        self.init(values: Array(row.databaseValues))
    }

    private init(values: [DatabaseValue]) {
        id = StoredValue.int64(values[0]) ?? 0
        merchantID = StoredText.identifier(values[1]) ?? ""
        name = StoredValue.string(values[2])
        active = StoredValue.int64(values[3])
        paymentMethod = StoredValue.string(values[4])
        type = StoredValue.string(values[5])
        redeemType = StoredValue.string(values[6])
        denominationsType = StoredValue.string(values[7])
        savingsPercentage = StoredValue.int(values[8])
        addressLines = values[9...12].map(StoredValue.string)
        city = StoredValue.string(values[13])
        territory = StoredValue.string(values[14])
        latitude = StoredValue.double(values[15])
        longitude = StoredValue.double(values[16])
        website = StoredValue.string(values[17])
        phone = StoredValue.string(values[18])
        googleMaps = StoredValue.string(values[19])
        source = StoredValue.string(values[20])
        sourceID = StoredText.identifier(values[21])
    }

    var coordinate: Coordinate? { Coordinate.stored(latitude: latitude, longitude: longitude) }

    var location: Location {
        Location(
            id: id, addressLines: addressLines.compactMap(StoredText.nonEmpty), city: StoredText.nonEmpty(city),
            territory: StoredText.nonEmpty(territory), coordinate: coordinate, phone: StoredText.nonEmpty(phone),
            mapLink: StoredText.nonEmpty(googleMaps).flatMap(WebLink.init(parsing:)))
    }

    var merchantType: MerchantType { StoredEnums.merchantType(type) }

    /// The merchant this row heads (the lowest visible row id of its `merchantId`).
    func merchant(locations: [Location], offers: [ProviderOffer]) -> Merchant {
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
    init(
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
