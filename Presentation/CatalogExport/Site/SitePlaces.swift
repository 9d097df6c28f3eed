import Domain

/// The places the site names, each territory with a page and each city within one, with how many merchants and ATMs
/// are there and the area their locations cover.
///
/// Merchants are added as they stream past and only a few numbers per location are kept, never the merchant; so
/// the renderer can still write every territory page, with its map link, at the end. A city is only known with its
/// territory (a Valencia in Carabobo is not the one in Spain), and a city outside every territory with a page is
/// left out: there would be no page to send a reader to.
struct SitePlaces {
    /// A territory (`city` is `nil`) or a city within a territory.
    struct Key: Hashable {
        let territory: String
        let city: String?
    }

    /// What is known of one place.
    struct Tally {
        var merchantCount = 0
        var atmCount = 0
        /// The area its locations cover, once measured (``SitePlaces/measure()``); `nil` when none is placed.
        var area: MapArea?
    }

    /// A place as the search index lists it.
    struct Place {
        let key: Key
        let tally: Tally
        /// The city, or the territory's name.
        var name: String { key.city ?? key.territory }
    }

    /// The coordinates of some locations, as `Float` (a metre or so is enough).
    private struct Points {
        var latitudes: [Float] = []
        var longitudes: [Float] = []

        mutating func append(_ coordinate: Coordinate) {
            latitudes.append(Float(coordinate.latitude))
            longitudes.append(Float(coordinate.longitude))
        }

        mutating func append(contentsOf other: Points) {
            latitudes += other.latitudes
            longitudes += other.longitudes
        }
    }

    private let hasPage: (String) -> Bool
    private var counts: [Key: Tally] = [:]
    /// Each location's coordinates once: by territory, then by city (`nil` for a location that names none). A
    /// city's area is drawn from its points, a territory's from all of its cities' points.
    private var points: [String: [String?: Points]] = [:]

    /// An empty collection that keeps the territories for which `hasPage` is true.
    init(hasPage: @escaping (String) -> Bool) {
        self.hasPage = hasPage
    }

    /// Counts the merchant once in each of its territories and cities, and notes where its locations are.
    mutating func add(_ merchant: Merchant) {
        var counted: [Key] = []  // A merchant is in a few places at most: a list beats a set.
        for location in merchant.locations {
            for key in keys(of: location) where !counted.contains(key) {
                counted.append(key)
                counts[key, default: Tally()].merchantCount += 1
            }
            note(location)
        }
    }

    /// Counts the ATM in its territory and city, and notes where it is.
    mutating func add(_ atm: ATM) {
        for key in keys(of: atm.location) { counts[key, default: Tally()].atmCount += 1 }
        note(atm.location)
    }

    /// Draws every place's area, once, and lets go of the points: call it after the last merchant, before asking
    /// for ``territory(_:)`` or ``places()``.
    mutating func measure() {
        for key in Array(counts.keys) {
            let cities = points[key.territory] ?? [:]
            if let city = key.city {
                counts[key]?.area = cities[city].flatMap { MapArea(latitudes: $0.latitudes, longitudes: $0.longitudes) }
            } else {
                var all = Points()
                for city in cities.values { all.append(contentsOf: city) }
                counts[key]?.area = MapArea(latitudes: all.latitudes, longitudes: all.longitudes)
            }
        }
        points = [:]
    }

    /// What is known of a territory, when it has a page.
    func territory(_ name: String) -> Tally? {
        counts[Key(territory: name, city: nil)]
    }

    /// Every territory and every city, by name ignoring case and accents; a city named as its own territory
    /// (Beirut in Beirut) is the territory once.
    func places() -> [Place] {
        counts.compactMap { key, tally in
            key.city == key.territory ? nil : Place(key: key, tally: tally)
        }
        .sorted { lhs, rhs in
            (SiteText.sortKey(lhs.name), lhs.name, lhs.key.territory) < (
                SiteText.sortKey(rhs.name), rhs.name, rhs.key.territory
            )
        }
    }

    private mutating func note(_ location: Location) {
        guard let coordinate = location.coordinate, let territory = location.territory, hasPage(territory) else {
            return
        }
        points[territory, default: [:]][location.city, default: Points()].append(coordinate)
    }

    private func keys(of location: Location) -> [Key] {
        guard let territory = location.territory, hasPage(territory) else { return [] }
        let whole = Key(territory: territory, city: nil)
        guard let city = location.city else { return [whole] }
        return [whole, Key(territory: territory, city: city)]
    }
}
