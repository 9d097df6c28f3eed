import Domain
import GRDB
import SnapshotFile

/// A list sorted by distance (the All and Online tabs with a position) answered from the merchants within a radius,
/// when enough of them pass the query to fill the page.
///
/// The list holds every merchant that passes the query, nearest first, those without a distance (online merchants,
/// merchants without coordinates) last. A merchant outside the radius is farther than every merchant within it, so
/// when the merchants within it that pass and have a distance fill the page, the page is theirs: Nearby's box on the
/// covering location index (``NearbySearch``) finds them, and only they are measured and sorted, not every merchant
/// of the directory. Otherwise, or for a page further down, ``DirectorySearch`` measures them all; and always with a
/// territory filter, where a row is measured from the merchant's locations in the territory, however near another is.
struct ByDistanceWithin {
    let search: DirectorySearch

    /// The radius looked within: the query's, at least the default one, and at most Nearby's largest.
    static func radius(of query: MerchantQuery) -> Distance {
        min(max(query.radius, MerchantQuery.defaultRadius), ListNearbyMerchants.maximumRadius)
    }

    /// The page and the total, or `nil` when the merchants within the radius do not fill the page.
    func page(_ query: MerchantQuery, from position: Coordinate) throws -> ([Candidate], Int)? {
        let needed = query.page.offset + query.page.limit
        guard query.filters.territory == nil else { return nil }
        let nearby = NearbySearch(sql: search.sql, db: search.db)
        let matches = try nearby.matches(around: position, within: Self.radius(of: query))
        guard matches.count >= needed else { return nil }
        let found = Dictionary(
            try nearby.candidates(query, among: matches.map(\.merchantID.rawValue)).map { ($0.id, $0) },
            uniquingKeysWith: { first, _ in first })
        // Online merchants show no distance, wherever their rows say they are: they belong at the end.
        var near = matches.compactMap { match -> (Candidate, Distance)? in
            guard let candidate = found[match.merchantID], candidate.type != .online else { return nil }
            return (candidate, match.distance)
        }
        guard near.count >= needed else { return nil }
        near.sort { lhs, rhs in
            NearestFirst.precedes(lhs.1, rhs.1, tieBreak: Candidate.nameOrder(lhs.0, rhs.0))
        }
        return (DirectorySearch.slice(near.map(\.0), query.page), try search.total(query))
    }
}
