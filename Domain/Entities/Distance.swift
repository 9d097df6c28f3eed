/// A length along the Earth's surface.
public struct Distance: Hashable, Comparable, Sendable {
    public let meters: Double

    public init(meters: Double) {
        self.meters = meters
    }

    public static func kilometers(_ value: Double) -> Distance { Distance(meters: value * 1000) }
    public static func miles(_ value: Double) -> Distance { Distance(meters: value * 1609.344) }

    public var kilometers: Double { meters / 1000 }

    /// The IUGG mean radius, the usual choice for haversine distances.
    public static let earthMeanRadius = Distance(meters: 6_371_008.8)

    public static func < (lhs: Distance, rhs: Distance) -> Bool {
        lhs.meters < rhs.meters
    }
}
