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
        /// The coordinates of every location there, merchants' and ATMs', as `Float` (a metre or so is enough).
        var latitudes: [Float] = []
        var longitudes: [Float] = []

        var area: MapArea? { MapArea(latitudes: latitudes, longitudes: longitudes) }

        /// Adds to the counts, and notes the coordinate when there is one.
        mutating func add(_ coordinate: Coordinate?, merchants: Int, atms: Int) {
            merchantCount += merchants
            atmCount += atms
            guard let coordinate else { return }
            latitudes.append(Float(coordinate.latitude))
            longitudes.append(Float(coordinate.longitude))
        }
    }

    /// A place as the search index lists it.
    struct Place {
        let key: Key
        let tally: Tally
        /// The city, or the territory's name.
        var name: String { key.city ?? key.territory }
    }

    private let hasPage: (String) -> Bool
    private var tallies: [Key: Tally] = [:]

    /// An empty collection that keeps the territories for which `hasPage` is true.
    init(hasPage: @escaping (String) -> Bool) {
        self.hasPage = hasPage
    }

    /// Counts the merchant once in each of its territories and cities, and notes where its locations are.
    mutating func add(_ merchant: Merchant) {
        var counted: [Key] = []  // A merchant is in a few places at most: a list beats a set.
        for location in merchant.locations {
            for key in keys(of: location) {
                let first = !counted.contains(key)
                if first { counted.append(key) }
                tallies[key, default: Tally()].add(location.coordinate, merchants: first ? 1 : 0, atms: 0)
            }
        }
    }

    /// Counts the ATM in its territory and city, and notes where it is.
    mutating func add(_ atm: ATM) {
        for key in keys(of: atm.location) {
            tallies[key, default: Tally()].add(atm.location.coordinate, merchants: 0, atms: 1)
        }
    }

    /// What is known of a territory, when it has a page.
    func territory(_ name: String) -> Tally? {
        tallies[Key(territory: name, city: nil)]
    }

    /// Every territory and every city, by name ignoring case and accents; a city named as its own territory
    /// (Beirut in Beirut) is the territory once.
    func places() -> [Place] {
        tallies.compactMap { key, tally in
            key.city == key.territory ? nil : Place(key: key, tally: tally)
        }
        .sorted { lhs, rhs in
            (SiteText.sortKey(lhs.name), lhs.name, lhs.key.territory) < (
                SiteText.sortKey(rhs.name), rhs.name, rhs.key.territory
            )
        }
    }

    private func keys(of location: Location) -> [Key] {
        guard let territory = location.territory, hasPage(territory) else { return [] }
        let whole = Key(territory: territory, city: nil)
        guard let city = location.city else { return [whole] }
        return [whole, Key(territory: territory, city: city)]
    }
}
