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

/// The position the user chose for distances and the Nearby tab, with a name to show for it.
public struct ChosenLocation: Hashable, Sendable {
    public var name: String
    public var coordinate: Coordinate
    public var radius: Distance

    public init(name: String, coordinate: Coordinate, radius: Distance = MerchantQuery.defaultRadius) {
        self.name = name
        self.coordinate = coordinate
        self.radius = radius
    }
}
