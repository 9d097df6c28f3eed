import Domain
import GRDB

/// Reads a snapshot's cities and territories with their shops' coordinates, and positions each by
/// ``PlacePosition`` (Docs/adr/0017): one pass over the visible rows in id order.
struct PlaceSearch {
    let sql: DirectorySQL
    let db: Database

    /// A place as its rows come in: its merchants and its coordinates.
    fileprivate struct Gathered {
        var merchants: Set<String> = []
        var coordinates: [Coordinate] = []
        /// For a city: how many rows name each territory.
        var territories: [String: Int] = [:]
    }

    func places() throws -> [Place] {
        let shown = sql.isShown(merchantID: "m.merchantId", head: "m").map { " AND \($0)" } ?? ""
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(sql.territory("m")) AS territory, NULLIF(\(StoredText.sqlTrim(sql.column("city", of: "m"))), '')
                  AS city, CAST(m.merchantId AS TEXT) AS mid, m.latitude, m.longitude
                FROM merchant m WHERE \(sql.isVisible("m"))\(shown) ORDER BY m.id
                """)
        var cities: [String: Gathered] = [:]
        var territories: [String: Gathered] = [:]
        while let row = try rows.next() {
            guard
                let coordinate = Coordinate.stored(
                    latitude: StoredValue.double(row, "latitude"), longitude: StoredValue.double(row, "longitude")),
                let merchant = StoredValue.string(row, "mid")
            else { continue }
            let territory = StoredValue.string(row, "territory")
            if let city = StoredValue.string(row, "city") {
                cities[city, default: Gathered()].add(merchant, coordinate, territory: territory)
            }
            if let territory {
                territories[territory, default: Gathered()].add(merchant, coordinate, territory: nil)
            }
        }
        var places = cities.compactMap { name, gathered in
            Self.place(name, .city, gathered, territory: gathered.mainTerritory)
        }
        // A territory named like one of its cities ("Beirut", "Berlin") is the same place to a reader.
        let cityNames = Set(cities.keys)
        places += territories.filter { !cityNames.contains($0.key) }.compactMap { name, gathered in
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

extension PlaceSearch.Gathered {
    /// The territory most rows name (the first by name on a tie).
    fileprivate var mainTerritory: String? {
        territories.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }

    fileprivate mutating func add(_ merchant: String, _ coordinate: Coordinate, territory: String?) {
        merchants.insert(merchant)
        coordinates.append(coordinate)
        if let territory { territories[territory, default: 0] += 1 }
    }
}
