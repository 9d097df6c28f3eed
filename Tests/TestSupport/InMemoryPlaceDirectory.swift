import Domain

/// A ``PlaceDirectory`` over merchants held in memory, by the rule the SQLite one must follow: every city and
/// territory named by a location with coordinates (a city by its name and territory), positioned at the medoid of
/// its locations in id order, a territory named like one of its cities left out. Data tests use it as an oracle.
public actor InMemoryPlaceDirectory: PlaceDirectory {
    private let merchants: [Merchant]
    /// When set, every call fails with this error.
    public var failure: DirectoryError?

    /// Holds `merchants` as this build shows them (``InMemoryDirectory/shown(_:)``).
    public init(merchants: [Merchant]) {
        self.merchants = InMemoryDirectory.shown(merchants)
    }

    public func setFailure(_ failure: DirectoryError?) { self.failure = failure }

    public func places() async throws(DirectoryError) -> [Place] {
        if let failure { throw failure }
        let located = merchants.flatMap { merchant in merchant.locations.map { (merchant.id, $0) } }
            .filter { $0.1.coordinate != nil }.sorted { $0.1.id < $1.1.id }
        let cities = Dictionary(grouping: located.filter { $0.1.city != nil }) { CityKey($0.1.city!, $0.1.territory) }
        let territories = Dictionary(grouping: located.filter { $0.1.territory != nil }, by: { $0.1.territory! })
        var places = cities.map { key, rows in Self.place(key.name, .city, rows, territory: key.territory) }
        let named = Set(cities.keys.filter { $0.name == $0.territory }.map(\.name))
        places += territories.filter { !named.contains($0.key) }.map {
            Self.place($0.key, .territory, $0.value, territory: nil)
        }
        return places.sorted { $0.id < $1.id }
    }

    /// A city is its name and its territory: two countries may have a Valencia.
    private struct CityKey: Hashable {
        var name: String
        var territory: String?

        init(_ name: String, _ territory: String?) {
            self.name = name
            self.territory = territory
        }
    }

    private static func place(_ name: String, _ kind: Place.Kind, _ rows: [(MerchantID, Location)], territory: String?)
        -> Place
    {
        Place(
            name: name, kind: kind, territory: territory,
            coordinate: PlacePosition.medoid(of: rows.compactMap(\.1.coordinate))!,
            merchantCount: Set(rows.map(\.0)).count)
    }
}
