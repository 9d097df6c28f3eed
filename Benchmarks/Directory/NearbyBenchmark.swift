import DataLayer
import Domain
import Foundation
import GRDB

/// Nearby through `SQLiteDirectory`, next to the floor: the bounding-box rows fetched by a bare prepared
/// statement (the irreducible SQLite work; the exact distance test and grouping are ours).
struct NearbyBenchmark {
    let path: String
    let repeats: Int
    /// Runs only the cases whose label starts with this (for profiling one case).
    var only: String?

    static let floorSQL = """
        SELECT id, merchantId, latitude, longitude FROM merchant
        WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ? AND active <> 0 AND redeemType IS NOT 'url'
        """

    static let centres: [(String, Coordinate)] = [
        ("Caracas", Coordinate(latitude: 10.4806, longitude: -66.9036)!),
        ("New York", Coordinate(latitude: 40.7128, longitude: -74.0060)!),
        ("London", Coordinate(latitude: 51.5074, longitude: -0.1278)!),
        ("Tokyo", Coordinate(latitude: 35.6762, longitude: 139.6503)!),
    ]

    func run() async throws {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        let directory = try SQLiteDirectory(path: path)
        print("nearby on \(path)")
        var cases: [(String, [(Coordinate, Distance)])] = []
        for kilometres in [1.0, 5, 20, 50] {
            cases.append(("dense centres, \(Int(kilometres)) km", Self.centres.map { ($0.1, .kilometers(kilometres)) }))
        }
        cases.append(
            ("sparse region (Patagonia), 50 km", [(Coordinate(latitude: -45, longitude: -69)!, .kilometers(50))]))
        var allRepository = Timing()
        var allFloor = Timing()
        for (label, places) in cases where only.map({ label.hasPrefix($0) }) ?? true {
            var repository = Timing()
            var floor = Timing()
            var totals: [Int] = []
            for _ in 0..<repeats {
                for (centre, radius) in places {
                    let query = MerchantQuery(tab: .nearby, sort: .distance, position: centre, radius: radius)
                    let page = try await repository.measureAsync { try await directory.search(query) }
                    totals.append(page.total)
                    let box = BoundingBox(around: centre, radius: radius)
                    try floor.measure {
                        try queue.read { db in
                            _ = try Row.fetchAll(
                                db.cachedStatement(sql: Self.floorSQL),
                                arguments: [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude])
                        }
                    }
                }
            }
            allRepository.samples += repository.samples
            allFloor.samples += floor.samples
            print("  \(label) (median \(totals.sorted()[totals.count / 2]) merchants)")
            print("    repository \(repository.summary)")
            print(
                "    floor      \(floor.summary)   ratio p50 \(String(format: "%.2f", repository.percentile(0.5) / floor.percentile(0.5)))"
            )
        }
        print("  all nearby cases")
        print("    repository \(allRepository.summary)")
        print(
            "    floor      \(allFloor.summary)   ratio p50 \(String(format: "%.2f", allRepository.percentile(0.5) / allFloor.percentile(0.5)))"
        )
    }
}
