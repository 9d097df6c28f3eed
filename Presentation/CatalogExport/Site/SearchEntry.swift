import Domain
import Presentation

/// A merchant or an ATM as the search page finds it: its name, its page, a line of detail, and where it is.
struct SearchEntry {
    let name: String
    /// The page, relative to the site root (an ATM's with `#atm-<id>`).
    let path: String
    let detail: String
    /// Where its locations are, for "near me": latitude and longitude pairs, flat, in thousandths of a degree (about
    /// 100 m), without repeats. Absent for an online shop.
    let at: [Int]?

    init(_ entry: MerchantEntry, locations: [Location], words: CatalogWords = .english) {
        name = entry.name
        path = entry.path
        detail = entry.detail(words)
        at = Self.milliDegrees(locations.compactMap(\.coordinate))
    }

    init(_ atm: ATM, path: String, words: CatalogWords = .english) {
        name = DocumentText.cleaned(atm.name)
        self.path = path
        detail = DocumentText.cleaned(
            [ATMWording.action(atm.type, words), atm.location.city].compactMap { $0 }.joined(separator: " · "))
        at = Self.milliDegrees(atm.location.coordinate.map { [$0] } ?? [])
    }

    /// The entry as a record of the search index: a JSON object, keys in sorted order, with its kind (`a` for an
    /// ATM, `m` for a merchant), its number in the whole index, and the points given (all of them in a word shard,
    /// those in the cell in a map cell).
    func record(kind: String, number: Int, at points: [Int]?) -> [UInt8] {
        var json = JSONText()
        json.beginObject()
        json.member("at", points)
        json.member("detail", detail)
        json.member("kind", kind)
        json.member("n", number)
        json.member("name", name)
        json.member("path", path)
        json.endObject()
        return json.bytes
    }

    /// The coordinates in thousandths of a degree, as whole numbers (shorter than decimals, and exact), each point
    /// once: a chain's shops in one block are one point. `nil` when there are none.
    static func milliDegrees(_ coordinates: [Coordinate]) -> [Int]? {
        var result: [Int] = []
        result.reserveCapacity(coordinates.count * 2)
        var seen = Set<Int>()  // Used for large chains only: for a few points, looking back is cheaper than hashing.
        for coordinate in coordinates {
            let latitude = Int((coordinate.latitude * 1000).rounded())
            let longitude = Int((coordinate.longitude * 1000).rounded())
            let isNew =
                coordinates.count > 16
                ? seen.insert(latitude * 1_000_000 + longitude).inserted
                : !stride(from: 0, to: result.count, by: 2).contains {
                    result[$0] == latitude && result[$0 + 1] == longitude
                }
            if isNew { result += [latitude, longitude] }
        }
        return result.isEmpty ? nil : result
    }
}

/// A territory, or a city within one, as the search page finds it.
struct SearchPlace {
    let name: String
    /// The territory a city is in; absent for a territory.
    let within: String?
    /// The territory's merchant page, when it has one.
    let path: String?
    /// The territory's ATM page, when it has one.
    let atmPath: String?
    /// How many merchants and ATMs are there; absent for none, which keeps the index small.
    let merchants: Int?
    let atms: Int?
    /// The centre of the area its locations cover, in thousandths of a degree; absent when none is placed.
    let at: [Int]?

    init(_ place: SitePlaces.Place, site: SiteContext) {
        name = DocumentText.cleaned(place.name)
        within = place.key.city == nil ? nil : DocumentText.cleaned(place.key.territory)
        path = site.territoryPath(place.key.territory)
        atmPath = site.atmTerritoryPath(place.key.territory)
        merchants = place.tally.merchantCount > 0 ? place.tally.merchantCount : nil
        atms = place.tally.atmCount > 0 ? place.tally.atmCount : nil
        at = place.tally.area.flatMap { SearchEntry.milliDegrees([$0.centre]) }
    }

    /// The place as a record of the search index (kind `p`), keys in sorted order.
    func record(number: Int) -> [UInt8] {
        var json = JSONText()
        json.beginObject()
        json.member("at", at)
        json.member("atmPath", atmPath)
        json.member("atms", atms)
        json.member("kind", "p")
        json.member("merchants", merchants)
        json.member("n", number)
        json.member("name", name)
        json.member("path", path)
        json.member("within", within)
        json.endObject()
        return json.bytes
    }
}
