/// Where a place is, worked out from its shops' coordinates (Docs/adr/0016).
///
/// The medoid: the location whose great-circle distances to all the others add up least. Unlike a mean of
/// latitudes and longitudes it is always one of the place's own shops, one misplaced shop on another continent
/// cannot drag it away, and it is right on both sides of the antimeridian (a mean of Fiji's longitudes lands in
/// the Atlantic side of the globe).
public enum PlacePosition {
    /// The most locations compared: a city of thousands of shops is represented by this many, evenly spread
    /// through the list, which keeps the work to some 40,000 distances per place.
    public static let sampleLimit = 200

    /// The medoid of `coordinates`, or `nil` for none. Ties go to the earlier coordinate, so the answer depends
    /// only on the input's order.
    public static func medoid(of coordinates: [Coordinate]) -> Coordinate? {
        let sample = evenlySpread(coordinates, limit: sampleLimit)
        var best: (coordinate: Coordinate, total: Double)?
        for candidate in sample {
            var total = 0.0
            for other in sample {
                total += candidate.distance(to: other).meters
                if let best, total >= best.total { break }
            }
            if best.map({ total < $0.total }) ?? true { best = (candidate, total) }
        }
        return best?.coordinate
    }

    /// At most `limit` elements, taken at even steps from the first.
    static func evenlySpread<Element>(_ elements: [Element], limit: Int) -> [Element] {
        guard elements.count > limit, limit > 0 else { return elements }
        return (0..<limit).map { elements[$0 * elements.count / limit] }
    }
}
