import Domain
import GRDB

/// One row of the `merchant` table as the file holds it, read by column name.
///
/// Publishers and apps write the columns in different orders, and older files lack some of them: a missing
/// column reads as `nil`. This record is the only place that knows the file's spelling; ``location`` and
/// ``merchant(locations:offers:)`` turn it into Domain values, cleaned.
package struct MerchantRow {
    /// The `merchant` columns the reader uses. ``DirectorySQL/merchant(_:)`` selects them (NULL for those a file
    /// lacks); the snapshot writer inserts them in this order.
    package enum Columns: String, StoredColumns {
        case id, merchantId, name, active, paymentMethod, type, redeemType, denominationsType, savingsPercentage
        case address1, address2, address3, address4, city, territory, latitude, longitude, website, phone
        case googleMaps, source, sourceId

        package static let table = "merchant"
    }

    package var id: Int64 = 0
    package var merchantID = ""
    package var name: String?
    package var active: Int64?
    package var paymentMethod: String?
    package var type: String?
    package var redeemType: String?
    package var denominationsType: String?
    /// Basis points: 600 is 6.00 %.
    package var savingsPercentage: Int?
    package var addressLines: [String?] = [nil, nil, nil, nil]
    package var city: String?
    package var territory: String?
    package var latitude: Double?
    package var longitude: Double?
    package var website: String?
    package var phone: String?
    package var googleMaps: String?
    package var source: String?
    package var sourceID: String?

    /// The column names in ``Columns`` order (the snapshot writer's INSERT list).
    package static var columns: [String] { Columns.allCases.map(\.name) }

    /// What a listing (``ListingAssembler``) reads of a row: the head's fields (name, type, payment method, own
    /// discount) when the row heads a listed merchant, the location's (what ``location`` needs) when it shows the
    /// row; the row id always.
    package static func isListed(_ column: Columns, head: Bool, location: Bool) -> Bool {
        switch column {
        case .id: true
        case .name, .paymentMethod, .type, .savingsPercentage: head
        case .address1, .address2, .address3, .address4, .city, .territory, .latitude, .longitude, .phone, .googleMaps:
            location
        case .merchantId, .active, .redeemType, .denominationsType, .website, .source, .sourceId: false
        }
    }

    /// ``isListed(_:head:location:)`` as a mask in ``Columns`` order.
    package static func listingColumns(head: Bool, location: Bool) -> [Bool] {
        switch (head, location) {
        case (true, true): listedBoth
        case (true, false): listedHead
        case (false, _): listedLocation
        }
    }

    private static let listedBoth = Columns.allCases.map { isListed($0, head: true, location: true) }
    private static let listedHead = Columns.allCases.map { isListed($0, head: true, location: false) }
    private static let listedLocation = Columns.allCases.map { isListed($0, head: false, location: true) }

    private static let merchantIDIndex = Columns.merchantId.position

    /// The merchant id of a row selected as ``init(selected:reading:)`` reads it, read alone.
    package static func merchantID(selectedIn row: Row) -> String {
        StoredText.identifier(StoredCell.value(of: row, at: merchantIDIndex)) ?? ""
    }

    /// A row whose every column is NULL (the merchant id empty), for ``read(_:_:)`` to fill.
    package init() {}

    /// Reads the columns of a row selected as ``DirectorySQL/merchantRowSelection(_:)`` selects it that `reading` (a
    /// mask in ``Columns`` order) keeps; `nil` reads them all.
    package init(selected row: Row, reading: [Bool]? = nil) {
        for (column, value) in Columns.values(of: row, reading: reading) { read(column, value) }
    }

    /// Stores the value a row holds in `column`, cleaned as the field needs it.
    package mutating func read(_ column: Columns, _ value: DatabaseValue) {
        switch column {
        case .id: id = StoredValue.int64(value) ?? 0
        case .merchantId: merchantID = StoredText.identifier(value) ?? ""
        case .name: name = StoredValue.string(value)
        case .active: active = StoredValue.int64(value)
        case .paymentMethod: paymentMethod = StoredValue.string(value)
        case .type: type = StoredValue.string(value)
        case .redeemType: redeemType = StoredValue.string(value)
        case .denominationsType: denominationsType = StoredValue.string(value)
        case .savingsPercentage: savingsPercentage = StoredValue.basisPoints(value)
        case .address1: addressLines[0] = StoredValue.string(value)
        case .address2: addressLines[1] = StoredValue.string(value)
        case .address3: addressLines[2] = StoredValue.string(value)
        case .address4: addressLines[3] = StoredValue.string(value)
        case .city: city = StoredValue.string(value)
        case .territory: territory = StoredValue.string(value)
        case .latitude: latitude = StoredValue.double(value)
        case .longitude: longitude = StoredValue.double(value)
        case .website: website = StoredValue.string(value)
        case .phone: phone = StoredValue.string(value)
        case .googleMaps: googleMaps = StoredValue.string(value)
        case .source: source = StoredValue.string(value)
        case .sourceId: sourceID = StoredText.identifier(value)
        }
    }

    package var location: Location {
        Self.location(
            id: id, addressLines: addressLines.compactMap(StoredText.nonEmpty), city: city, territory: territory,
            latitude: latitude, longitude: longitude, phone: phone, googleMaps: googleMaps)
    }

    /// The ``location`` of a row selected as ``init(selected:reading:)`` reads it, read alone: only the columns a
    /// location uses, straight into the location, without the record (a listing's shown rows, a catalog's rows after
    /// each head).
    package static func location(selected row: Row) -> Location {
        let value = { (column: LocationColumn) in
            StoredCell.value(of: row, at: LocationColumn.positions[column.rawValue])
        }
        let text = { (column: LocationColumn) in StoredValue.string(value(column)) }
        var addressLines: [String] = []
        addressLines.reserveCapacity(4)
        for column in [LocationColumn.address1, .address2, .address3, .address4] {
            if let line = StoredText.nonEmpty(text(column)) { addressLines.append(line) }
        }
        return location(
            id: StoredValue.int64(value(.id)) ?? 0, addressLines: addressLines, city: text(.city),
            territory: text(.territory), latitude: StoredValue.double(value(.latitude)),
            longitude: StoredValue.double(value(.longitude)), phone: text(.phone), googleMaps: text(.googleMaps))
    }

    /// The columns ``location(selected:)`` reads.
    private enum LocationColumn: Int, CaseIterable {
        case id, address1, address2, address3, address4, city, territory, latitude, longitude, phone, googleMaps

        /// Each one's place in a row selected as ``Columns`` lists them, by raw value.
        static let positions = allCases.map(\.column.position)

        private var column: Columns {
            switch self {
            case .id: .id
            case .address1: .address1
            case .address2: .address2
            case .address3: .address3
            case .address4: .address4
            case .city: .city
            case .territory: .territory
            case .latitude: .latitude
            case .longitude: .longitude
            case .phone: .phone
            case .googleMaps: .googleMaps
            }
        }
    }

    /// A location from its stored values, cleaned: text trimmed and blank text absent (address lines already so), no
    /// coordinate for 0/0, and a map link only when the value is a web address.
    private static func location(
        id: Int64, addressLines: [String], city: String?, territory: String?, latitude: Double?, longitude: Double?,
        phone: String?, googleMaps: String?
    ) -> Location {
        Location(
            id: id, addressLines: addressLines, city: StoredText.nonEmpty(city),
            territory: StoredText.nonEmpty(territory),
            coordinate: Coordinate.stored(latitude: latitude, longitude: longitude), phone: StoredText.nonEmpty(phone),
            mapLink: StoredText.nonEmpty(googleMaps).flatMap(WebLink.init(parsing:)))
    }

    package var merchantType: MerchantType { StoredEnums.merchantType(type) }

    /// The merchant this row heads (the lowest visible row id of its `merchantId`).
    package func merchant(locations: [Location], offers: [ProviderOffer]) -> Merchant {
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
    package init(
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
