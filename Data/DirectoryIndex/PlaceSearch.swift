import Domain
import GRDB
import SnapshotFile

/// Reads a snapshot's cities and territories with their shops' coordinates, and positions each by
/// ``PlacePosition`` (Docs/adr/0016): one pass over the visible rows in id order.
struct PlaceSearch {
    let sql: DirectorySQL
    let db: Database

    /// A city: its name and its territory, since two countries may have a Valencia.
    private struct CityKey: Hashable {
        var name: String
        var territory: String?
    }

    /// A place as its rows come in: its merchants and its coordinates.
    private struct Gathered {
        var merchants: Set<String> = []
        var coordinates: [Coordinate] = []

        mutating func add(_ merchant: String, _ coordinate: Coordinate) {
            merchants.insert(merchant)
            coordinates.append(coordinate)
        }
    }

    func places() throws -> [Place] {
        let m = sql.merchant("m")
        let shown = sql.isShown(merchantID: m[.merchantId], head: m).map { " AND \($0)" } ?? ""
        let city = "NULLIF(\(StoredText.sqlTrim(m[.city])), '')"
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(sql.territory(m)) AS territory, \(city) AS city, CAST(\(m[.merchantId]) AS TEXT) AS mid,
                  \(m[.latitude]) AS latitude, \(m[.longitude]) AS longitude
                FROM \(m.declaration) WHERE \(sql.isVisible(m))\(shown) ORDER BY \(m[.id])
                """)
        var cities: [CityKey: Gathered] = [:]
        var territories: [String: Gathered] = [:]
        while let row = try rows.next() {
            guard
                let coordinate = Coordinate.stored(
                    latitude: StoredValue.double(row, "latitude"), longitude: StoredValue.double(row, "longitude")),
                let merchant = StoredValue.string(row, "mid")
            else { continue }
            let territory = StoredValue.string(row, "territory")
            if let name = StoredValue.string(row, "city") {
                cities[CityKey(name: name, territory: territory), default: Gathered()].add(merchant, coordinate)
            }
            if let territory { territories[territory, default: Gathered()].add(merchant, coordinate) }
        }
        var places = cities.compactMap { key, gathered in
            Self.place(key.name, .city, gathered, territory: key.territory)
        }
        // A territory named like one of its cities ("Beirut", "Berlin") is the same place to a reader.
        let named = Set(cities.keys.filter { $0.name == $0.territory }.map(\.name))
        places += territories.filter { !named.contains($0.key) }.compactMap { name, gathered in
            Self.place(name, .territory, gathered, territory: nil)
        }
        return places.sorted { $0.id < $1.id }
    }

    private static func place(_ name: String, _ kind: Place.Kind, _ gathered: Gathered, territory: String?) -> Place? {
        guard let position = PlacePosition.medoid(of: gathered.coordinates) else { return nil }
        return Place(
            name: name, kind: kind, territory: territory, coordinate: position,
            merchantCount: gathered.merchants.count)
    }
}
