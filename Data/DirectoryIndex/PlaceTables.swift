import Domain
import GRDB
import SnapshotFile

/// `explore_places`: the directory's cities and territories as ``PlaceSearch`` finds them, written once with the
/// file, and the marker that lets a reader trust the table.
///
/// The places take one pass over every visible row (about 2 s for a file of 100,000 merchants), and the location
/// picker, the place a search's words name and `--near PLACE` all need them: a file we write carries the answer, a
/// hundred rows or so, read in a millisecond. Which merchants a build shows depends on the providers it leaves out
/// (``DirectorySQL/isShown(merchantID:head:)``), so the table holds the places for every set of providers a build may
/// leave out, each under the keys of that set (`hiddenProviders`: `''`, `'piggycards'`, …); one file serves builds
/// with and without PiggyCards. As for the other derived tables (ADR 0012), a marker records the row counts of the
/// table and of the rows it derives from, and a reader uses the table only when every count still agrees.
enum PlaceTables {
    /// The table's columns.
    enum Columns: String, StoredColumns {
        /// The providers whose merchants are left out, as ``key(hiding:)`` writes them.
        case hiddenProviders
        case kind, name, territory, latitude, longitude, merchantCount

        static let table = "explore_places"
    }

    /// The `explore_metadata` key of the marker.
    static let markerKey = "explore_place_tables"

    /// Creates and fills the table from the file's rows, and writes its marker; call once every row is written,
    /// inside the same transaction.
    static func create(_ db: Database) throws {
        let sql = DirectorySQL(schema: try DirectorySchema.inspect(db, path: "the new snapshot"))
        let byBuild = try PlaceTally.places(
            PlaceSearch(sql: sql, db: db), hiding: hiddenSets, providerRows: sql.schema.providerColumns != nil)
        try db.execute(
            sql: """
                CREATE TABLE \(Columns.table) (
                  hiddenProviders TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL, territory TEXT,
                  latitude REAL NOT NULL, longitude REAL NOT NULL, merchantCount INTEGER NOT NULL);
                CREATE INDEX explore_places_hidden ON \(Columns.table) (hiddenProviders);
                """)
        let insert = try db.makeStatement(
            sql: "INSERT INTO \(Columns.table) (\(Columns.allCases.map(\.name).joined(separator: ", "))) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?)")
        for (hidden, places) in zip(hiddenSets, byBuild) {
            for place in places {
                try insert.execute(arguments: [
                    key(hiding: hidden), place.kind.rawValue, place.name, place.territory,
                    place.coordinate.latitude, place.coordinate.longitude, place.merchantCount,
                ])
            }
        }
        try db.execute(
            sql: "INSERT OR REPLACE INTO explore_metadata (key, value) VALUES (?, ?)",
            arguments: [markerKey, DerivedTables.markerText(try counts(db))])
    }

    /// Whether the file's marker vouches for the table: not without a marker, nor when a count disagrees.
    static func trusted(_ db: Database, tables: Set<String>) -> Bool {
        tables.contains(Columns.table)
            && (try? Set(db.columns(in: Columns.table).map(\.name)).isSuperset(of: Columns.allCases.map(\.name)))
                == true
            && DerivedTables.markerHolds(db, key: markerKey, tables: tables) { try counts(db) }
    }

    /// The places this build shows, from the table (trusted: ``trusted(_:tables:)``), ordered by id as
    /// ``PlaceSearch`` orders them; `nil` when a row is not one this program writes (the caller reads the rows).
    static func places(_ db: Database, sql: DirectorySQL) throws -> [Place]? {
        let key = key(hiding: DirectorySQL.disabledProviders)
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT kind, name, territory, latitude, longitude, merchantCount FROM \(Columns.table)
                WHERE hiddenProviders = ?
                """,
            arguments: [key])
        var places: [Place] = []
        while let row = try rows.next() {
            let value = { StoredCell.value(of: row, at: $0) }
            guard let kind = StoredValue.string(value(0)).flatMap(Place.Kind.init(rawValue:)),
                let name = StoredValue.string(value(1)),
                let coordinate = Coordinate(
                    latitude: StoredValue.double(value(3)) ?? .nan, longitude: StoredValue.double(value(4)) ?? .nan)
            else { return nil }
            let count = try StoredCount.read(value(5), column: Columns.merchantCount.rawValue) ?? 0
            places.append(
                Place(
                    name: name, kind: kind, territory: StoredValue.string(value(2)), coordinate: coordinate,
                    merchantCount: count))
        }
        return places.sorted { $0.id < $1.id }
    }

    /// Every set of providers a build may leave out: each subset of ``GiftCardProvider/allCases``.
    static var hiddenSets: [[GiftCardProvider]] {
        let all = GiftCardProvider.allCases
        return (0..<(1 << all.count)).map { bits in all.indices.filter { bits & (1 << $0) != 0 }.map { all[$0] } }
    }

    /// The text that names a set of providers left out: their keys, sorted, joined by commas (`''` for none).
    static func key(hiding providers: [GiftCardProvider]) -> String {
        providers.map { $0.rawValue.lowercased() }.sorted().joined(separator: ",")
    }

    /// Whether a build that leaves out `hidden` shows the merchant of `row`: the rule of
    /// ``DirectorySQL/isShown(merchantID:head:)``, on the row's flags.
    static func shown(_ row: PlaceSearch.Located, hiding hidden: [GiftCardProvider], providerRows: Bool)
        -> Bool
    {
        guard providerRows, !hidden.isEmpty else { return true }
        let all = GiftCardProvider.allCases
        let hiddenBits = all.indices.filter { hidden.contains(all[$0]) }.reduce(UInt8(0)) { $0 | 1 << $1 }
        let shownBits = ~hiddenBits & UInt8((1 << all.count) - 1)
        return row.isDash || row.providers & hiddenBits == 0 || row.providers & shownBits != 0
    }

    /// The row counts the marker records: the table's own, and those of the rows it derives from.
    private static func counts(_ db: Database) throws -> [String: Int] {
        let providers = ProviderRow.Columns.table
        return [
            "merchant": try Int.fetchOne(db, sql: "SELECT count(*) FROM \(MerchantRow.Columns.table)") ?? 0,
            "places": try Int.fetchOne(db, sql: "SELECT count(*) FROM \(Columns.table)") ?? 0,
            "providers": try db.tableExists(providers)
                ? Int.fetchOne(db, sql: "SELECT count(*) FROM \(providers)") ?? 0 : 0,
        ]
    }
}
