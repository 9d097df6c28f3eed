import Domain
import GRDB
import SnapshotFile

/// A `merchant` row read by position, as the accelerated directory selects it (``MerchantRow/Columns`` in order, NULL
/// for a column the file lacks): a listing reads only the columns it shows, and a location straight from the row.
extension MerchantRow {
    /// What a listing (``ListingAssembler``) reads of a row: the head's fields (name, type, payment method, own
    /// discount) when the row heads a listed merchant, the location's (what ``location`` needs) when it shows the
    /// row; the row id always.
    static func isListed(_ column: Columns, head: Bool, location: Bool) -> Bool {
        switch column {
        case .id: true
        case .name, .paymentMethod, .type, .savingsPercentage: head
        case .address1, .address2, .address3, .address4, .city, .territory, .latitude, .longitude, .phone, .googleMaps:
            location
        case .merchantId, .active, .redeemType, .denominationsType, .website, .source, .sourceId: false
        }
    }

    /// ``isListed(_:head:location:)`` as a mask in ``Columns`` order.
    static func listingColumns(head: Bool, location: Bool) -> [Bool] {
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
    static func merchantID(selectedIn row: Row) -> String {
        StoredText.identifier(StoredCell.value(of: row, at: merchantIDIndex)) ?? ""
    }

    /// Stores the value a row holds in `column`, read by position, cleaned as the record reads it by name
    /// (``MerchantRow/init(row:)``).
    mutating func read(_ column: Columns, _ value: DatabaseValue) {
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

    /// Reads the columns of a row selected as ``DirectorySQL/merchantRowSelection(_:)`` selects it that `reading` (a
    /// mask in ``Columns`` order) keeps; `nil` reads them all.
    init(selected row: Row, reading: [Bool]? = nil) {
        self.init()
        for (column, value) in Columns.values(of: row, reading: reading) { read(column, value) }
    }

    /// The ``location`` of a row selected as ``init(selected:reading:)`` reads it, read alone: only the columns a
    /// location uses, straight into the location, without the record (a listing's shown rows, a catalog's rows after
    /// each head).
    static func location(selected row: Row) -> Location {
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
}
