/// A merchant's nearest location to a position, found by ``NearbyRule``.
public struct NearbyMatch: Hashable, Sendable {
    public var merchantID: MerchantID
    public var location: Location
    public var distance: Distance

    public init(merchantID: MerchantID, location: Location, distance: Distance) {
        self.merchantID = merchantID
        self.location = location
        self.distance = distance
    }
}

/// The rule of the Nearby tab, learnt from bugs in the real apps (which listed a shop 26 miles away under a
/// 20-mile filter): a merchant is in if and only if its *nearest* location lies within the radius by
/// great-circle distance; it appears once, with that location; the list is ordered by true distance.
public enum NearbyRule {
    /// The centre of a search within `radius`: `position`, checked. The one statement of what such a search needs:
    /// a position (else `.invalidQuery(.needsPosition)`), and a radius more than 0 and at most
    /// ``ListNearbyMerchants/maximumRadius`` (else `.invalidQuery(.radiusOutOfRange)`).
    public static func centre(_ position: Coordinate?, within radius: Distance) throws(DirectoryError) -> Coordinate {
        guard let position else { throw .invalidQuery(.needsPosition) }
        try check(radius)
        return position
    }

    /// Throws `.invalidQuery(.radiusOutOfRange)` unless `radius` is more than 0 and at most
    /// ``ListNearbyMerchants/maximumRadius``.
    public static func check(_ radius: Distance) throws(DirectoryError) {
        guard radius.meters > 0, radius <= ListNearbyMerchants.maximumRadius else {
            throw .invalidQuery(.radiusOutOfRange(maximum: ListNearbyMerchants.maximumRadius))
        }
    }

    /// Applies the rule to candidate locations (a bounding-box prefilter may have produced them: this function
    /// makes the exact test), ordered ``NearestFirst``, ties by merchant id. Locations without coordinates are
    /// ignored.
    public static func matches(
        among candidates: some Sequence<(MerchantID, Location)>, around center: Coordinate, within radius: Distance
    ) -> [NearbyMatch] {
        ordered(nearest(among: candidates, to: center, within: radius))
    }

    /// The merchants' nearest locations (``nearest(among:to:within:)``) as ``matches(among:around:within:)`` orders
    /// them: ``NearestFirst``, ties by merchant id.
    public static func ordered(_ nearest: [MerchantID: NearbyMatch]) -> [NearbyMatch] {
        nearest.values.sorted { lhs, rhs in
            NearestFirst.precedes(lhs.distance, rhs.distance, tieBreak: lhs.merchantID < rhs.merchantID)
        }
    }

    /// Each merchant's nearest location to `center` among `candidates` (within `radius` when given); between
    /// locations at the same distance, the lower location id.
    public static func nearest(
        among candidates: some Sequence<(MerchantID, Location)>, to center: Coordinate, within radius: Distance? = nil
    ) -> [MerchantID: NearbyMatch] {
        var nearest: [MerchantID: NearbyMatch] = [:]
        let candidates = Array(candidates)
        nearest.reserveCapacity(candidates.count)
        accumulate(candidates, to: center, within: radius, into: &nearest)
        return nearest
    }

    /// Adds `candidates` to `nearest`, each merchant keeping its nearest location as ``nearest(among:to:within:)``
    /// chooses it: candidates may come in batches (a cursor over a million rows of one merchant), so that they are
    /// never all held at once.
    public static func accumulate(
        _ candidates: [(MerchantID, Location)], to center: Coordinate, within radius: Distance? = nil,
        into nearest: inout [MerchantID: NearbyMatch]
    ) {
        for (merchantID, location) in candidates {
            guard let coordinate = location.coordinate else { continue }
            let distance = center.distance(to: coordinate)
            if let radius, distance > radius { continue }
            if let best = nearest[merchantID],
                NearestFirst.precedes(best.distance, distance, tieBreak: best.location.id < location.id)
            {
                continue
            }
            nearest[merchantID] = NearbyMatch(merchantID: merchantID, location: location, distance: distance)
        }
    }
}
