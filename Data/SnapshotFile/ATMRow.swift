import Domain
import GRDB

/// One row of the `atm` table as the file holds it, read by column name, and the clean ``ATM`` it becomes.
///
/// Real files hold the whole postal address in `address1`, lines separated by line breaks
/// (`"10750 Glenoaks Blvd 3\nPacoima, CA 91331\nUSA"`): each line becomes an address line. Names carry stray
/// spaces, 0/0 means "no location", and `website` may be anything (only web addresses become links).
public struct ATMRow: Sendable {
    /// The `atm` columns the readers name (a column a file lacks reads as NULL).
    public enum Columns: String, TableColumns {
        case id, name, manufacturer, type, address1, address2, address3, address4, city, territory, latitude
        case longitude, website, phone, source, active

        /// The table these columns belong to.
        public static let table = "atm"

        /// The columns read as keys or numbers, whole; every other column holds text, read cut as
        /// ``StoredText/sqlBounded(_:)`` cuts it.
        public static let keysAndNumbers: Set<Columns> = [.id, .latitude, .longitude, .active]

        /// The column as a query selects it, `expression` naming it there: text cut to one character more than a
        /// record keeps (``StoredText/sqlBounded(_:)``), so that a row SQLite holds or hands over stays small.
        public func bounded(_ expression: String) -> String {
            Self.keysAndNumbers.contains(self) ? expression : StoredText.sqlBounded(expression)
        }
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

    /// The stored spellings of each type, lower-cased and trimmed as ``StoredText/key(_:)`` makes them.
    public static let storedTypes: [ATMType: String] = [
        .buy: "buy only", .sell: "sell only", .buyAndSell: "buy and sell",
    ]

    /// The type a stored spelling names, `nil` for none known.
    public static func atmType(_ raw: String?) -> ATMType? {
        guard let key = StoredText.key(raw) else { return nil }
        return storedTypes.first { $0.value == key }?.key
    }

    /// The clean ATM the row holds.
    public var atm: ATM {
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
