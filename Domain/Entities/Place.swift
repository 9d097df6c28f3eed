/// A city or a territory the directory's locations name, with one position to measure from: what a person types
/// to say where they are.
///
/// The position is worked out from the place's own locations by ``PlacePosition`` (Docs/adr/0016): the directory
/// holds no map, only its shops.
public struct Place: Hashable, Sendable, Identifiable {
    /// Whether the place is a city or a territory (a state, a region).
    public enum Kind: String, Hashable, Sendable {
        case city
        case territory
    }

    public var name: String
    public var kind: Kind
    /// For a city, the territory it is in (as its locations name it).
    public var territory: String?
    public var coordinate: Coordinate
    /// How many merchants have a location there.
    public var merchantCount: Int

    public var id: String { "\(kind.rawValue):\(name):\(territory ?? "")" }

    public init(name: String, kind: Kind, territory: String? = nil, coordinate: Coordinate, merchantCount: Int) {
        self.name = name
        self.kind = kind
        self.territory = territory
        self.coordinate = coordinate
        self.merchantCount = merchantCount
    }
}
