import Domain
import GRDB

/// One row of the `atm` table as the file holds it, read by column name, and the clean ``ATM`` it becomes.
///
/// Real files hold the whole postal address in `address1`, lines separated by line breaks
/// (`"10750 Glenoaks Blvd 3\nPacoima, CA 91331\nUSA"`): each line becomes an address line. Names carry stray
/// spaces, 0/0 means "no location", and `website` may be anything (only web addresses become links).
struct ATMRow {
    var id: Int64
    var name: String?
    var manufacturer: String?
    var type: String?
    var addressLines: [String?]
    var city: String?
    var territory: String?
    var latitude: Double?
    var longitude: Double?
    var website: String?
    var phone: String?
    var source: String?

    /// The columns this record reads, in this order; ``ATMSearch`` selects them, or NULL for those a file lacks.
    static let columns = [
        "id", "name", "manufacturer", "type", "address1", "address2", "address3", "address4", "city", "territory",
        "latitude", "longitude", "website", "phone", "source",
    ]

    /// Reads a row selected in the order of ``columns``.
    init(selected row: Row) {
        let values = Array(row.databaseValues)
        id = StoredValue.int64(values[0]) ?? 0
        name = StoredValue.string(values[1])
        manufacturer = StoredValue.string(values[2])
        type = StoredValue.string(values[3])
        addressLines = values[4...7].map(StoredValue.string)
        city = StoredValue.string(values[8])
        territory = StoredValue.string(values[9])
        latitude = StoredValue.double(values[10])
        longitude = StoredValue.double(values[11])
        website = StoredValue.string(values[12])
        phone = StoredValue.string(values[13])
        source = StoredValue.string(values[14])
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
