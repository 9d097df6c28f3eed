import Domain
import SnapshotFile

/// The places of every build at once (``PlaceTables``), in two passes over the rows and with memory that does not grow
/// with them: the first counts each place's rows and merchants, the second keeps only the rows the medoid is measured
/// on, those ``PlacePosition/evenlySpread(_:limit:)`` would take from the whole list.
///
/// A place's merchants are counted as numbers given to their ids, and its coordinates are never all held: a file of
/// 250,000 merchants (700,000 rows) is placed for four builds in a few megabytes.
struct PlaceTally {
    /// A place: a city (a name within a territory) or a territory.
    private struct Key: Hashable {
        var name: String
        var kind: Place.Kind
        var territory: String?
    }

    /// What one build's place has gathered.
    private struct Counted {
        var rows = 0
        var merchants = Set<Int32>()
        /// The rows seen in the second pass, and the next of the sample's indexes to keep.
        var seen = 0
        var next = 0
        var sample: [Coordinate] = []
    }

    private let hiddenSets: [[GiftCardProvider]]
    private let providerRows: Bool
    private var builds: [[Key: Counted]]
    private var numbers: [String: Int32] = [:]

    /// Each set of `hiddenSets`' places, ordered by id as ``PlaceGathering`` orders them.
    static func places(_ search: PlaceSearch, hiding hiddenSets: [[GiftCardProvider]], providerRows: Bool) throws
        -> [[Place]]
    {
        var tally = PlaceTally(
            hiddenSets: hiddenSets, providerRows: providerRows, builds: Array(repeating: [:], count: hiddenSets.count))
        try search.read(where: nil, flags: true) { tally.count($0) }
        try search.read(where: nil, flags: true) { tally.sample($0) }
        return tally.builds.map(Self.places(of:))
    }

    private static func keys(of row: PlaceSearch.Located) -> [Key] {
        var keys: [Key] = []
        if let city = row.city { keys.append(Key(name: city, kind: .city, territory: row.territory)) }
        if let territory = row.territory { keys.append(Key(name: territory, kind: .territory, territory: nil)) }
        return keys
    }

    /// The builds (indexes of ``hiddenSets``) that show the merchant of `row`.
    private func buildsShowing(_ row: PlaceSearch.Located) -> [Int] {
        hiddenSets.indices.filter { PlaceTables.shown(row, hiding: hiddenSets[$0], providerRows: providerRows) }
    }

    private mutating func count(_ row: PlaceSearch.Located) {
        let number = numbers[row.merchant] ?? Int32(numbers.count)
        numbers[row.merchant] = number
        let keys = Self.keys(of: row)
        for build in buildsShowing(row) {
            for key in keys {
                builds[build][key, default: Counted()].rows += 1
                builds[build][key]?.merchants.insert(number)
            }
        }
    }

    private mutating func sample(_ row: PlaceSearch.Located) {
        let keys = Self.keys(of: row)
        let limit = PlacePosition.sampleLimit
        for build in buildsShowing(row) {
            for key in keys {
                guard var counted = builds[build][key] else { continue }
                // The indexes evenlySpread takes: all of them up to the limit, else k × rows / limit for each k.
                if counted.rows <= limit || counted.seen == counted.next * counted.rows / limit {
                    counted.sample.append(row.coordinate)
                    counted.next += 1
                }
                counted.seen += 1
                builds[build][key] = counted
            }
        }
    }

    private static func places(of build: [Key: Counted]) -> [Place] {
        // A territory named like one of its cities ("Beirut", "Berlin") is the same place to a reader.
        let named = Set(build.keys.filter { $0.kind == .city && $0.name == $0.territory }.map(\.name))
        return build.compactMap { key, counted -> Place? in
            guard key.kind == .city || !named.contains(key.name),
                let position = PlacePosition.medoid(of: counted.sample)
            else { return nil }
            return Place(
                name: key.name, kind: key.kind, territory: key.territory, coordinate: position,
                merchantCount: counted.merchants.count)
        }.sorted { $0.id < $1.id }
    }
}
