import DataLayer
import DirectoryIndex
import Domain
import Foundation
import GRDB

/// Nearby through `IndexedDirectory`, next to floors run by bare prepared statements: the same answer computed
/// entirely in SQL (great-circle distance with SQLite's math functions, nearest location per merchant, head row,
/// order, first page and total), the same with what each listing shows (in files with summary tables), and the
/// bounding-box rows alone (the irreducible index work).
struct NearbyBenchmark {
    let path: String
    let repeats: Int
    /// The directory measured: the composition root's choice for a file we wrote, or the reference reader.
    let directory: any MerchantDirectory
    /// Runs only the cases whose label starts with this (for profiling one case).
    var only: String?

    static let floorSQL = """
        SELECT id, merchantId, latitude, longitude FROM merchant
        WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ? AND active <> 0 AND redeemType IS NOT 'url'
        """

    /// Each merchant's nearest visible row within the radius, `nearest(mid, d, id)`: arguments latitude, longitude,
    /// the box (four values), the radius in metres. The bare `id` next to `min(d)` is the nearest row's (SQLite's
    /// rule for a lone min()), the location the listing shows.
    static let nearestSQL = """
        WITH centre(lat, lon) AS (SELECT ?, ?),
        box AS (
          SELECT m.id, m.merchantId AS mid, 6371008.8 * 2 * asin(min(1, sqrt(
              pow(sin(radians(m.latitude - c.lat) / 2), 2)
              + cos(radians(c.lat)) * cos(radians(m.latitude)) * pow(sin(radians(m.longitude - c.lon) / 2), 2))))
            AS d
          FROM merchant m, centre c
          WHERE m.latitude BETWEEN ? AND ? AND m.longitude BETWEEN ? AND ? AND m.active <> 0
            AND m.redeemType IS NOT 'url'),
        nearest AS (SELECT mid, min(d) AS d, id FROM box WHERE d <= ? GROUP BY mid)
        """

    /// The first page of merchants whose nearest visible location is within the radius, nearest first, with the
    /// total (arguments as ``nearestSQL``).
    static let sqlFloorSQL =
        nearestSQL + "\n" + """
            SELECT n.mid, n.d, n.id, h.name, h.type, count(*) OVER () AS total
            FROM nearest n JOIN explore_merchant_heads h ON h.merchantId = n.mid
            WHERE h.type IN ('both', 'physical')
            ORDER BY n.d, n.mid LIMIT 100
            """

    /// The same first page and total with what each listing shows, in files whose heads carry the summary's facts
    /// and offers (arguments as ``nearestSQL``): the page is cut first with its heads' count, Dash or not, own
    /// discount and offers (one text per merchant), then each row gets the shown row's address, city, territory,
    /// coordinate, phone and map link.
    static let listingFloorSQL =
        nearestSQL + "\n" + """
            ,
            page AS (
              SELECT n.mid, n.d, n.id, h.name, h.type, h.locationCount, h.isDash, h.ownDiscount, h.offers,
                count(*) OVER () AS total
              FROM nearest n JOIN explore_merchant_heads h ON h.merchantId = n.mid
              WHERE h.type IN ('both', 'physical')
              ORDER BY n.d, n.mid LIMIT 100)
            SELECT p.mid, p.d, p.name, p.type, p.locationCount, p.total, p.isDash, p.ownDiscount, p.offers,
              l.address1, l.address2, l.address3, l.address4, l.city, l.territory, l.latitude, l.longitude, l.phone,
              l.googleMaps
            FROM page p JOIN merchant l ON l.id = p.id
            ORDER BY p.d, p.mid
            """

    static let centres: [(String, Coordinate)] = [
        ("Caracas", Coordinate(latitude: 10.4806, longitude: -66.9036)!),
        ("New York", Coordinate(latitude: 40.7128, longitude: -74.0060)!),
        ("London", Coordinate(latitude: 51.5074, longitude: -0.1278)!),
        ("Tokyo", Coordinate(latitude: 35.6762, longitude: 139.6503)!),
    ]

    /// The generator's sparse region (shops spread over 400 km around 45° S, 69° W) at its centre and 200 km north,
    /// south and east of it: as many searches a round as the dense centres, so that its median is as steady.
    static let sparseCentres = [
        Coordinate(latitude: -45, longitude: -69)!, Coordinate(latitude: -43.2, longitude: -69)!,
        Coordinate(latitude: -46.8, longitude: -69)!, Coordinate(latitude: -45, longitude: -66.5)!,
    ]

    func run() async throws {
        var configuration = Configuration()
        configuration.readonly = true
        // The repository's own settings, and the same hop to GRDB's queue: only our SQL and mapping differ.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -8192; PRAGMA mmap_size = 0") }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        // As the reader decides: the table, with every column this build stores (older files lack `locationCount`).
        let hasHeads = try await queue.read { db in
            try db.tableExists("explore_merchant_heads")
                && db.columns(in: "explore_merchant_heads").contains { $0.name == "locationCount" }
        }
        let hasSummary = try await queue.read { db in
            try db.tableExists("explore_merchant_heads")
                && db.columns(in: "explore_merchant_heads").contains { $0.name == "offers" }
        }
        print("nearby on \(path)")
        var cases: [(String, [(Coordinate, Distance)])] = []
        for kilometres in [1.0, 5, 20, 50] {
            cases.append(("dense centres, \(Int(kilometres)) km", Self.centres.map { ($0.1, .kilometers(kilometres)) }))
        }
        cases.append(("sparse region (Patagonia), 50 km", Self.sparseCentres.map { ($0, .kilometers(50)) }))
        var allRepository = Timing()
        var allFloor = Timing()
        var allSQLFloor = Timing()
        var allListingFloor = Timing()
        for (label, places) in cases where only.map({ label.hasPrefix($0) }) ?? true {
            var repository = Timing()
            var floor = Timing()
            var sqlFloor = Timing()
            var listingFloor = Timing()
            var totals: [Int] = []
            for _ in 0..<repeats {
                for (centre, radius) in places {
                    let query = MerchantQuery(tab: .nearby, sort: .distance, position: centre, radius: radius)
                    let page = try await repository.measureAsync { try await directory.search(query) }
                    totals.append(page.total)
                    let box = BoundingBox(around: centre, radius: radius)
                    let boxArguments: StatementArguments = [
                        box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude,
                    ]
                    try await Self.measure(&floor, Self.floorSQL, boxArguments, on: queue)
                    let arguments: StatementArguments =
                        [centre.latitude, centre.longitude] + boxArguments + [radius.meters]
                    if hasHeads { try await Self.measure(&sqlFloor, Self.sqlFloorSQL, arguments, on: queue) }
                    if hasHeads, hasSummary {
                        try await Self.measure(&listingFloor, Self.listingFloorSQL, arguments, on: queue)
                    }
                }
            }
            allRepository.samples += repository.samples
            allFloor.samples += floor.samples
            allSQLFloor.samples += sqlFloor.samples
            allListingFloor.samples += listingFloor.samples
            print("  \(label) (median \(totals.sorted()[totals.count / 2]) merchants)")
            Self.report(
                repository,
                floors: [
                    ("same answer in SQL", sqlFloor), ("same listing in SQL", listingFloor), ("box rows only", floor),
                ])
        }
        print("  all nearby cases")
        Self.report(
            allRepository,
            floors: [
                ("same answer in SQL", allSQLFloor), ("same listing in SQL", allListingFloor),
                ("box rows only", allFloor),
            ])
    }

    /// Times one run of `sql` through a prepared statement on the queue, every row fetched.
    static func measure(
        _ timing: inout Timing, _ sql: String, _ arguments: StatementArguments, on queue: DatabaseQueue
    ) async throws {
        try await timing.measureAsync {
            try await queue.read { db in _ = try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments) }
        }
    }

    static func report(_ repository: Timing, floors: [(String, Timing)]) {
        print("    repository            \(repository.summary)")
        for (name, floor) in floors where !floor.samples.isEmpty {
            let ratio = String(format: "%.2f", repository.percentile(0.5) / floor.percentile(0.5))
            print(
                "    \((name + ":").padding(toLength: 21, withPad: " ", startingAt: 0)) \(floor.summary)   ratio p50 \(ratio)"
            )
        }
    }
}
