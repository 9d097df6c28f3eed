import Domain
import Presentation

/// Where a merchant in a list is, in a few words: its city, or "Online" for a web shop. Two merchants of one name
/// (a chain's franchise and a shop that happens to share it) are told apart in a list by this line.
///
/// A shop's cities lead, most locations first; a merchant that also sells online says so after them. With no city
/// given, the line falls back to how it trades ("In shops").
enum ListingPlace {
    /// The place of `merchant` as a list of `territory` shows it: the cities of its locations there (of all its
    /// locations when `territory` is `nil`). Only kept locations have cities to name (``Domain/KeptLocations``), so
    /// a chain larger than that limit counts the other cities of the locations it carries.
    static func wording(_ merchant: Merchant, in territory: String? = nil, _ words: CatalogWords = .english) -> String {
        guard merchant.type.hasShops else { return SiteText.typeLabel(merchant.type, words) }
        var counts: [String: Int] = [:]
        var order: [String] = []
        for location in merchant.locations where territory == nil || location.territory == territory {
            guard let city = SiteText.visible(location.city) else { continue }
            if counts[city] == nil { order.append(city) }
            counts[city, default: 0] += 1
        }
        // Most locations first; among equals, the directory's order (a stable sort).
        let cities = order.enumerated().sorted { left, right in
            let (leftCount, rightCount) = (counts[left.element] ?? 0, counts[right.element] ?? 0)
            return leftCount != rightCount ? leftCount > rightCount : left.offset < right.offset
        }
        .map(\.element)
        guard let first = cities.first else { return SiteText.typeLabel(merchant.type, words) }
        let others: String? =
            switch cities.count {
            case 1: nil
            case 2: cities[1]
            default: SiteText.count(cities.count - 1, "catalog.count.other-cities", words)
            }
        return join(first, others, online: merchant.type.sellsOnline, words)
    }

    /// The place of a listing (the best discounts), which carries one location and the count of all of them.
    static func wording(_ listing: MerchantListing, _ words: CatalogWords = .english) -> String {
        guard listing.type.hasShops, let city = SiteText.visible(listing.location?.city) else {
            return SiteText.typeLabel(listing.type, words)
        }
        let others =
            listing.locationCount > 1
            ? SiteText.count(listing.locationCount - 1, "catalog.count.other-locations", words) : nil
        return join(city, others, online: listing.type.sellsOnline, words)
    }

    /// "Caracas", "Caracas and Valencia", "Caracas, Valencia and online".
    private static func join(_ first: String, _ others: String?, online: Bool, _ words: CatalogWords) -> String {
        let parts = [first] + (others.map { [$0] } ?? []) + (online ? [words.placeOnline] : [])
        guard parts.count > 1 else { return first }
        return parts.dropLast().joined(separator: ", ") + words.and + (parts.last ?? "")
    }
}
