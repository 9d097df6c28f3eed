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
    /// Applies the rule to candidate locations (a bounding-box prefilter may have produced them: this function
    /// makes the exact test). Locations without coordinates are ignored. Ties in distance go by merchant id.
    public static func matches(
        among candidates: some Sequence<(MerchantID, Location)>, around center: Coordinate, within radius: Distance
    ) -> [NearbyMatch] {
        var nearest: [MerchantID: NearbyMatch] = [:]
        for (merchantID, location) in candidates {
            guard let coordinate = location.coordinate else { continue }
            let distance = center.distance(to: coordinate)
            guard distance <= radius else { continue }
            if let best = nearest[merchantID],
                best.distance < distance || (best.distance == distance && best.location.id < location.id)
            {
                continue
            }
            nearest[merchantID] = NearbyMatch(merchantID: merchantID, location: location, distance: distance)
        }
        return nearest.values.sorted { lhs, rhs in
            lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.merchantID < rhs.merchantID
        }
    }
}
