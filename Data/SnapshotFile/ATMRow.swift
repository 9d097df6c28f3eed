import Domain
import GRDB

/// One row of the `atm` table as the file holds it, read by column name, and the clean ``ATM`` it becomes.
///
/// Real files hold the whole postal address in `address1`, lines separated by line breaks
/// (`"10750 Glenoaks Blvd 3\nPacoima, CA 91331\nUSA"`): each line becomes an address line. Names carry stray
/// spaces, 0/0 means "no location", and `website` may be anything (only web addresses become links).
struct ATMRow {
    /// The `atm` columns the reader names, in the order ``ATMSearch`` selects them (NULL for those a file lacks).
    enum Columns: String, TableColumns {
        case id, name, manufacturer, type, address1, address2, address3, address4, city, territory, latitude
        case longitude, website, phone, source, active

        static let table = "atm"
    }

    var id: Int64 = 0
    var name: String?
    var manufacturer: String?
    var type: String?
    var addressLines: [String?] = [nil, nil, nil, nil]
    var city: String?
    var territory: String?
    var latitude: Double?
    var longitude: Double?
    var website: String?
    var phone: String?
    var source: String?

    /// Reads a row by column name (``ATMSearch`` selects them so); a column the row lacks reads as NULL.
    init(row: Row) {
        for column in Columns.allCases {
            let value = StoredValue.value(row, column.rawValue)
            switch column {
            case .id: id = StoredValue.int64(value) ?? 0
            case .name: name = StoredValue.string(value)
            case .manufacturer: manufacturer = StoredValue.string(value)
            case .type: type = StoredValue.string(value)
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
            case .source: source = StoredValue.string(value)
            case .active: continue  // the search filters on it; an ATM it shows is active
            }
        }
    }

    /// The stored spellings of each type, lower-cased and trimmed as ``StoredText/key(_:)`` makes them.
    static let storedTypes: [ATMType: String] = [.buy: "buy only", .sell: "sell only", .buyAndSell: "buy and sell"]

    static func atmType(_ raw: String?) -> ATMType? {
        guard let key = StoredText.key(raw) else { return nil }
        return storedTypes.first { $0.value == key }?.key
    }

    var atm: ATM {
        let lines = addressLines.compactMap { $0 }
            .flatMap { $0.split(whereSeparator: \.isNewline).map(String.init) }
            .compactMap(StoredText.nonEmpty)
        let location = Location(
            id: id, addressLines: lines, city: StoredText.nonEmpty(city), territory: StoredText.nonEmpty(territory),
            coordinate: Coordinate.stored(latitude: latitude, longitude: longitude),
            phone: StoredText.nonEmpty(phone))
        return ATM(
            id: id, name: StoredText.trimmed(name ?? ""), manufacturer: StoredText.nonEmpty(manufacturer),
            type: Self.atmType(type), location: location,
            website: StoredText.nonEmpty(website).flatMap(WebLink.init(parsing:)), source: StoredText.nonEmpty(source))
    }
}
