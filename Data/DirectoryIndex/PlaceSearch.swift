import Domain
import GRDB
import SnapshotFile

/// Reads a snapshot's cities and territories with their shops' coordinates, and positions each by
/// ``PlacePosition`` (Docs/adr/0016): one pass over the visible rows in id order, read in place by position.
///
/// A file whose place table is trusted (``PlaceTables``) is answered from that table instead; this pass is what fills
/// it when the file is written, and what answers for any other file.
struct PlaceSearch {
    let sql: DirectorySQL
    let db: Database

    /// A visible row with coordinates, as places read it: where it is, whose it is, and what decides whether a build
    /// shows its merchant (``DirectorySQL/isShown(merchantID:head:)``).
    struct Located {
        var territory: String?
        var city: String?
        var merchant: String
        var coordinate: Coordinate
        /// Whether the row pays in Dash (``DirectorySQL/isDash(_:)``).
        var isDash = false
        /// The providers its merchant has rows of (active or not), as bits of ``GiftCardProvider/allCases``.
        var providers: UInt8 = 0
    }

    /// The places of the merchants a build that leaves out the providers `hidden` shows (this build's, unless told).
    func places(hiding hidden: [GiftCardProvider] = DirectorySQL.disabledProviders) throws -> [Place] {
        let m = sql.merchant("m")
        var gathering = PlaceGathering()
        try read(where: sql.isShown(merchantID: m[.merchantId], head: m, hiding: hidden), flags: false) {
            gathering.add($0)
        }
        return gathering.places()
    }

    /// Hands `body` each visible row with coordinates in id order, read from a cursor one at a time: of the merchants
    /// `shown` (an SQL condition) lets through, all when `nil`; with `flags`, with whether it pays in Dash and which
    /// providers its merchant has rows of, enough to place the merchants of any build (``PlaceTally``).
    func read(where shown: String?, flags: Bool, _ body: (Located) -> Void) throws {
        let m = sql.merchant("m")
        let city = "NULLIF(\(StoredText.sqlTrim(m[.city])), '')"
        let providers =
            flags && sql.schema.providerColumns != nil
            ? GiftCardProvider.allCases.map { ", " + sql.hasProviderRows(merchantID: m[.merchantId], of: [$0]) }
            : []
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(sql.territory(m)), \(city), CAST(\(m[.merchantId]) AS TEXT), \(m[.latitude]),
                  \(m[.longitude]), \(flags ? sql.isDash(m) : "0")\(providers.joined())
                FROM \(m.declaration) WHERE \(sql.isVisible(m))\(shown.map { " AND \($0)" } ?? "") ORDER BY \(m[.id])
                """)
        let value = { (row: Row, index: Int) in StoredCell.value(of: row, at: index) }
        while let row = try rows.next() {
            guard
                let coordinate = Coordinate.stored(
                    latitude: StoredValue.double(value(row, 3)), longitude: StoredValue.double(value(row, 4))),
                let merchant = StoredValue.string(value(row, 2))
            else { continue }
            var located = Located(
                territory: StoredValue.string(value(row, 0)), city: StoredValue.string(value(row, 1)),
                merchant: merchant, coordinate: coordinate)
            if flags {
                located.isDash = StoredValue.int64(value(row, 5)) == 1
                for index in providers.indices where StoredValue.int64(value(row, 6 + index)) == 1 {
                    located.providers |= 1 << index
                }
            }
            body(located)
        }
    }
}

/// Places as their rows come in: each city's and territory's merchants and coordinates, then each positioned.
struct PlaceGathering {
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

    private var cities: [CityKey: Gathered] = [:]
    private var territories: [String: Gathered] = [:]

    /// Counts `row` in its city and its territory.
    mutating func add(_ row: PlaceSearch.Located) {
        if let name = row.city {
            cities[CityKey(name: name, territory: row.territory), default: Gathered()].add(
                row.merchant, row.coordinate)
        }
        if let territory = row.territory {
            territories[territory, default: Gathered()].add(row.merchant, row.coordinate)
        }
    }

    /// The places gathered, ordered by id.
    func places() -> [Place] {
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
