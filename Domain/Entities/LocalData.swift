import Foundation

/// A search the user ran, remembered for the recent-searches list.
public struct RecentSearch: Hashable, Sendable {
    public var text: String
    public var date: Date

    public init(text: String, date: Date) {
        self.text = text
        self.date = date
    }
}

/// Where the user said they are, for distances and the Nearby tab, with a name to show for it: a circle (a city or
/// a position, and a radius), or a whole territory (``territory``).
public struct ChosenLocation: Hashable, Sendable {
    public var name: String
    /// Where distances are measured from: the position, or the place's (``PlacePosition``).
    public var coordinate: Coordinate
    /// How far Nearby reaches around ``coordinate``; kept, unused, while the location is a territory, for the next
    /// circle chosen.
    public var radius: Distance
    /// The territory (a state, a region, as the directory spells it) when one was chosen: Nearby then lists every
    /// merchant with a location in it, whatever the radius (``nearbyQuery(_:)``); `nil` for a circle.
    public var territory: String?

    public init(
        name: String, coordinate: Coordinate, radius: Distance = MerchantQuery.defaultRadius, territory: String? = nil
    ) {
        self.name = name
        self.coordinate = coordinate
        self.radius = radius
        self.territory = territory
    }

    /// What Nearby at this location asks the directory for `query` (its text, filters, sort and page): within
    /// ``radius`` of ``coordinate``; for a territory, every merchant with a location in it (the All tab filtered to
    /// the territory), each row showing its location in the territory nearest to ``coordinate``. `nil` when the
    /// query's own territory filter names another territory: no merchant can be listed in both.
    public func nearbyQuery(_ query: MerchantQuery) -> MerchantQuery? {
        var query = query
        query.position = coordinate
        guard let territory else {
            query.tab = .nearby
            query.radius = radius
            return query
        }
        if let filter = query.filters.territory, SearchWords.words(in: filter) != SearchWords.words(in: territory) {
            return nil
        }
        query.tab = .all
        query.filters.territory = territory
        return query
    }
}
