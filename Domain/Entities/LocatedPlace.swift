/// A location together with its distance from the user, when both positions are known.
public struct LocatedPlace: Hashable, Sendable {
    public var location: Location
    public var distance: Distance?

    public init(location: Location, distance: Distance?) {
        self.location = location
        self.distance = distance
    }

    /// A merchant's places as the user sees them: each location with its distance from `position`, nearest first
    /// (``NearestFirst``); ties, and the locations without coordinates (last), keep the directory's order. Without a
    /// position, the directory's order and no distances.
    public static func nearestFirst(_ locations: [Location], from position: Coordinate?) -> [LocatedPlace] {
        guard let position else { return locations.map { LocatedPlace(location: $0, distance: nil) } }
        let places = locations.enumerated().map { index, location in
            (index, LocatedPlace(location: location, distance: location.coordinate.map(position.distance(to:))))
        }
        return places.sorted { lhs, rhs in
            NearestFirst.precedes(lhs.1.distance, rhs.1.distance, tieBreak: lhs.0 < rhs.0)
        }.map(\.1)
    }
}
