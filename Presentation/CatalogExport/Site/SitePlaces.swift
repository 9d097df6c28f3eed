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

        mutating func append(latitude: Float, longitude: Float) {
            latitudes.append(latitude)
            longitudes.append(longitude)
        }

        mutating func append(contentsOf other: Points) {
            latitudes += other.latitudes
            longitudes += other.longitudes
        }

        var area: MapArea? { MapArea(latitudes: latitudes, longitudes: longitudes) }
    }

    /// A territory's located points as they are noted: each its city's number and two `Float`s, 12 bytes, set aside
    /// in scratch space a chunk at a time.
    private struct TerritoryPoints {
        static let chunkSize = 8_192

        var cities: [String?] = []
        var cityNumbers: [String?: UInt32] = [:]
        var chunks = ScratchParts()

        mutating func append(_ coordinate: Coordinate, city: String?) {
            let number =
                cityNumbers[city]
                ?? {
                    cities.append(city)
                    cityNumbers[city] = UInt32(cities.count - 1)
                    return UInt32(cities.count - 1)
                }()
            put(number)
            put(Float(coordinate.latitude).bitPattern)
            put(Float(coordinate.longitude).bitPattern)
        }

        private mutating func put(_ word: UInt32) {
            withUnsafeBytes(of: word.littleEndian) { chunks.append(contentsOf: $0) }
        }

        /// Every point noted, by city number, read back a chunk at a time.
        func read(from scratch: any CatalogScratch) throws(CatalogError) -> [Points] {
            var byCity = [Points](repeating: Points(), count: cities.count)
            func add(_ chunk: [UInt8]) {
                chunk.withUnsafeBytes { bytes in
                    func word(_ offset: Int) -> UInt32 {
                        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                    }
                    for start in stride(from: 0, to: bytes.count, by: 12) {
                        byCity[Int(word(start))].append(
                            latitude: Float(bitPattern: word(start + 4)), longitude: Float(bitPattern: word(start + 8)))
                    }
                }
            }
            for number in 0..<chunks.count { add(try chunks.part(number, in: scratch)) }
            return byCity
        }
    }

    private let hasPage: (String) -> Bool
    private let scratch: any CatalogScratch
    private var counts: [Key: Tally] = [:]
    /// Each location's coordinates once, by territory, with its city. A city's area is drawn from its points, a
    /// territory's from all of its points.
    private var points: [String: TerritoryPoints] = [:]

    /// An empty collection that keeps the territories for which `hasPage` is true, setting their points aside in
    /// `scratch`.
    init(hasPage: @escaping (String) -> Bool, scratch: any CatalogScratch) {
        self.hasPage = hasPage
        self.scratch = scratch
    }

    /// Counts the merchant once in each of its territories and cities, and notes where its locations are.
    mutating func add(_ merchant: Merchant) throws(CatalogError) {
        var counted: [Key] = []  // A merchant is in a few places at most: a list beats a set.
        func count(_ key: Key) {
            guard !counted.contains(key) else { return }
            counted.append(key)
            counts[key, default: Tally()].merchantCount += 1
        }
        for location in merchant.locations {
            guard let keys = try place(location) else { continue }
            count(keys.territory)
            if let city = keys.city { count(city) }
        }
    }

    /// Counts the ATM in its territory and city, and notes where it is.
    mutating func add(_ atm: ATM) throws(CatalogError) {
        guard let keys = try place(atm.location) else { return }
        counts[keys.territory, default: Tally()].atmCount += 1
        if let city = keys.city { counts[city, default: Tally()].atmCount += 1 }
    }

    /// Draws every place's area, once, a territory at a time, and lets go of the points: call it after the last
    /// merchant, before asking for ``territory(_:)`` or ``places()``.
    mutating func measure() throws(CatalogError) {
        for (territory, noted) in points {
            let byCity = try noted.read(from: scratch)
            var all = Points()
            for (number, city) in noted.cities.enumerated() {
                all.append(contentsOf: byCity[number])
                let key = Key(territory: territory, city: city)
                if city != nil, counts[key] != nil { counts[key]?.area = byCity[number].area }
            }
            counts[Key(territory: territory, city: nil)]?.area = all.area
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
            (SearchWords.orderKey(lhs.name), lhs.name, lhs.key.territory) < (
                SearchWords.orderKey(rhs.name), rhs.name, rhs.key.territory
            )
        }
    }

    /// Notes where the location is and gives the keys of its territory and city, when its territory has a page (looked
    /// up once for both); `nil` otherwise.
    private mutating func place(_ location: Location) throws(CatalogError) -> (territory: Key, city: Key?)? {
        guard let territory = location.territory, hasPage(territory) else { return nil }
        if let coordinate = location.coordinate {
            try Self.note(coordinate, city: location.city, in: &points[territory, default: TerritoryPoints()], scratch)
        }
        return (Key(territory: territory, city: nil), location.city.map { Key(territory: territory, city: $0) })
    }

    private static func note(
        _ coordinate: Coordinate, city: String?, in noted: inout TerritoryPoints, _ scratch: any CatalogScratch
    ) throws(CatalogError) {
        noted.append(coordinate, city: city)
        if noted.chunks.pending.count >= TerritoryPoints.chunkSize { try noted.chunks.setAside(in: scratch) }
    }
}
