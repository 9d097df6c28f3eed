import Domain
import GRDB

/// `explore_location_rtree`: an SQLite R*Tree over the visible `merchant` rows' coordinates, in files we write.
///
/// Each entry is one visible row with a numeric latitude and longitude: its id as the R*Tree's id, the point as a
/// box of no size, and as auxiliary columns the merchant id and the exact coordinates (the R*Tree keeps its bounds as
/// 32-bit floats, rounded outwards, so a box query finds a superset and ``NearbyRule`` decides on the stored values).
/// Nearby reads the rows in a box from this table alone, instead of scanning a band of latitudes in the `merchant`
/// table's location index. The reader uses it only when ``DerivedTables`` vouches for it.
enum LocationIndex {
    static let table = "explore_location_rtree"

    /// The columns the reader needs, which ``DirectorySchema`` checks before using the table.
    static let columns =
        ["id", "minLatitude", "maxLatitude", "minLongitude", "maxLongitude"] + Place.allCases.map(\.rawValue)

    /// A row in the box, as ``places(in:db:)`` selects it.
    private enum Place: String, StoredColumns {
        case id, merchantId, latitude, longitude
        static let table = LocationIndex.table
    }

    /// Creates and fills the table from the file's `merchant` rows; call once they are all written.
    static func create(_ db: Database, sql: DirectorySQL) throws {
        let m = sql.merchant("m")
        let numeric = "IN ('real', 'integer')"
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE \(table) USING rtree(
                  id, minLatitude, maxLatitude, minLongitude, maxLongitude, +merchantId TEXT, +latitude REAL,
                  +longitude REAL);
                INSERT INTO \(table)
                  SELECT \(m[.id]), \(m[.latitude]), \(m[.latitude]), \(m[.longitude]), \(m[.longitude]),
                    CAST(\(m[.merchantId]) AS TEXT), \(m[.latitude]), \(m[.longitude])
                  FROM \(m.declaration)
                  WHERE \(sql.isVisible(m)) AND typeof(\(m[.latitude])) \(numeric)
                    AND typeof(\(m[.longitude])) \(numeric);
                """)
    }

    /// The statement finding the entries in one box that does not cross the antimeridian: arguments minimum and
    /// maximum latitude, minimum and maximum longitude.
    private static let boxQuery = """
        SELECT \(Place.selection { $0.rawValue }) FROM \(table)
        WHERE maxLatitude >= ? AND minLatitude <= ? AND maxLongitude >= ? AND minLongitude <= ?
        """

    /// Every visible row with a coordinate in `box`, as a merchant id and a location holding only its id and
    /// coordinate: the candidates ``NearbyRule`` tests.
    static func places(in box: BoundingBox, db: Database) throws -> [(MerchantID, Location)] {
        let ranges: [(Double, Double)] =
            box.crossesAntimeridian
            ? [(box.minLongitude, 180), (-180, box.maxLongitude)] : [(box.minLongitude, box.maxLongitude)]
        var places: [(MerchantID, Location)] = []
        let statement = try db.cachedStatement(sql: boxQuery)
        for (west, east) in ranges {
            let rows = try Row.fetchCursor(statement, arguments: [box.minLatitude, box.maxLatitude, west, east])
            while let row = try rows.next() {
                var (id, merchantID, latitude, longitude): (Int64, String, Double?, Double?) = (0, "", nil, nil)
                for (column, value) in Place.values(of: row) {
                    switch column {
                    case .id: id = StoredValue.int64(value) ?? 0
                    case .merchantId: merchantID = StoredValue.string(value) ?? ""
                    case .latitude: latitude = StoredValue.double(value)
                    case .longitude: longitude = StoredValue.double(value)
                    }
                }
                let coordinate = Coordinate.stored(latitude: latitude, longitude: longitude)
                places.append((MerchantID(merchantID), Location(id: id, coordinate: coordinate)))
            }
        }
        return places
    }
}
