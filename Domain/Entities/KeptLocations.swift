/// The locations a directory hands over for one merchant: at most ``limit`` of them, chosen by one rule, with the
/// count and the territories of all of them.
///
/// A file from elsewhere may give one merchant any number of rows, and a merchant held whole costs memory in
/// proportion: a million locations took gigabytes. So every directory passes a merchant's rows through this, one at a
/// time, and keeps:
/// - with a position, the locations nearest to it (``NearestFirst``; those without coordinates last), so that the
///   merchant's nearest location and the distances of its nearest ones stay right whatever its size;
/// - without one, the first in the directory's order;
/// - with a preferred territory, the locations in it before the others (each group by the rule above), so that a
///   list filtered by that territory, or that territory's catalog, shows one of them.
///
/// Ties, and the rows without a distance, keep the directory's order; so do the kept locations themselves.
public struct KeptLocations: Sendable {
    /// How many locations a merchant carries at most.
    ///
    /// No one reads a thousand addresses on one screen or one page, and a thousand locations are a few hundred
    /// kilobytes, so a merchant of any size costs about as much as a large chain does. A merchant with no more
    /// locations than this is handed over whole, as it always was.
    public static let limit = 1_000

    /// The position the nearest locations are kept for; `nil` keeps the first ones.
    public let position: Coordinate?
    /// The territory whose locations are kept before the others; `nil` prefers none.
    public let territory: String?
    /// How many locations this keeps at most.
    public let limit: Int
    /// How many locations were added, kept or not.
    public private(set) var count = 0

    private var territorySet: Set<String> = []
    private var candidates: [Candidate] = []

    /// One added location, with what ranks it.
    private struct Candidate: Sendable {
        var order: Int
        var outside: Bool
        var distance: Distance?
        var location: Location
    }

    /// An empty set of locations that keeps those nearest to `position`, those in `territory` first.
    public init(near position: Coordinate? = nil, preferring territory: String? = nil, limit: Int = Self.limit) {
        self.position = position
        self.territory = territory
        self.limit = max(0, limit)
    }

    /// `locations` passed through the rule, in the order given.
    public init(
        _ locations: some Sequence<Location>, near position: Coordinate? = nil, preferring territory: String? = nil,
        limit: Int = Self.limit
    ) {
        self.init(near: position, preferring: territory, limit: limit)
        for location in locations { add(location) }
    }

    /// Counts `location`, notes its territory and keeps it if it ranks among the best ``limit`` so far.
    public mutating func add(_ location: Location) {
        defer { count += 1 }
        if let name = location.territory { territorySet.insert(name) }
        // The directory's order decides alone: the first `limit` stay, the rest are only counted.
        if position == nil, territory == nil, candidates.count >= limit { return }
        candidates.append(
            Candidate(
                order: count, outside: territory != nil && location.territory != territory,
                distance: position.flatMap { from in location.coordinate.map(from.distance(to:)) }, location: location))
        // Ranking in rounds of `limit` keeps at most twice the limit and sorts each row about once.
        if candidates.count >= 2 * max(limit, 1) { trim() }
    }

    /// The kept locations, in the order they were added.
    public var locations: [Location] {
        var kept = self
        kept.trim()
        return kept.candidates.sorted { $0.order < $1.order }.map(\.location)
    }

    /// The territories of every location added, sorted, without repeats.
    public var territories: [String] { territorySet.sorted() }

    /// Drops all but the best ``limit`` candidates.
    private mutating func trim() {
        guard candidates.count > limit else { return }
        candidates.sort { lhs, rhs in
            guard lhs.outside == rhs.outside else { return !lhs.outside }
            return NearestFirst.precedes(lhs.distance, rhs.distance, tieBreak: lhs.order < rhs.order)
        }
        candidates.removeLast(candidates.count - limit)
    }
}
