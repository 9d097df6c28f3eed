import Domain

/// A ``PlaceDirectory`` over merchants held in memory, by the rule the SQLite one must follow: every city and
/// territory named by a location with coordinates, positioned at the medoid of its locations in id order, a
/// territory named like one of its cities left out. Data tests use it as an oracle.
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
        let cities = Dictionary(grouping: located.filter { $0.1.city != nil }, by: { $0.1.city! })
        let territories = Dictionary(grouping: located.filter { $0.1.territory != nil }, by: { $0.1.territory! })
        var places = cities.map { name, rows in
            let counts = Dictionary(grouping: rows.compactMap(\.1.territory), by: { $0 }).mapValues(\.count)
            let territory = counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
            return Self.place(name, .city, rows, territory: territory)
        }
        places += territories.filter { cities[$0.key] == nil }.map {
            Self.place($0.key, .territory, $0.value, territory: nil)
        }
        return places.sorted { $0.id < $1.id }
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
