/// The places a directory's locations name, by the rule every place reader follows (Docs/adr/0017).
extension Place {
    /// Every city and territory named by `located`, the locations of the shown merchants in row-id order: a city by its
    /// name and territory (two countries may have a Valencia), a territory by its name unless one of its cities bears
    /// it (the same place to a reader). Each is positioned at the medoid of its locations with coordinates
    /// (``PlacePosition``) and counts its merchants; a place without coordinates is left out. Ordered by id.
    public static func all(locatedAt located: [(merchant: MerchantID, location: Location)]) -> [Place] {
        var cities: [CityKey: Gathered] = [:]
        var territories: [String: Gathered] = [:]
        for (merchant, location) in located {
            guard let coordinate = location.coordinate else { continue }
            if let city = location.city {
                cities[CityKey(name: city, territory: location.territory), default: Gathered()].add(
                    merchant, coordinate)
            }
            if let territory = location.territory {
                territories[territory, default: Gathered()].add(merchant, coordinate)
            }
        }
        var places = cities.compactMap { key, gathered in
            gathered.place(key.name, .city, territory: key.territory)
        }
        let named = Set(cities.keys.filter { $0.name == $0.territory }.map(\.name))
        places += territories.filter { !named.contains($0.key) }.compactMap { name, gathered in
            gathered.place(name, .territory, territory: nil)
        }
        return places.sorted { $0.id < $1.id }
    }

    /// A city: its name and its territory.
    private struct CityKey: Hashable {
        var name: String
        var territory: String?
    }

    /// A place as its locations come in: its merchants and its coordinates, in order.
    private struct Gathered {
        var merchants: Set<MerchantID> = []
        var coordinates: [Coordinate] = []

        mutating func add(_ merchant: MerchantID, _ coordinate: Coordinate) {
            merchants.insert(merchant)
            coordinates.append(coordinate)
        }

        func place(_ name: String, _ kind: Place.Kind, territory: String?) -> Place? {
            guard let position = PlacePosition.medoid(of: coordinates) else { return nil }
            return Place(
                name: name, kind: kind, territory: territory, coordinate: position, merchantCount: merchants.count)
        }
    }
}
