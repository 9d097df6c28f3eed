import Domain
import GRDB

/// Turns one page of candidates into listing rows: the shown location, its distance, providers and discount.
///
/// Works on a page (at most ``PageRequest/maximumLimit`` merchants) with two small queries (three in files without
/// stored heads; ``ListingReads``), reading only the columns a listing shows, so the cost of a search does not grow
/// with what the page does not show.
struct ListingAssembler {
    let sql: IndexedSQL
    let db: Database

    /// - Parameter territory: the query's territory filter: a row shows one of the merchant's locations there.
    func listings(for page: [Candidate], position: Coordinate?, territory: String? = nil) throws -> [MerchantListing] {
        guard !page.isEmpty else { return [] }
        // A row shows its location when it is a match's, or the head of a merchant without one.
        let (heads, locations) = try ListingReads(sql: sql, db: db).read(
            page, showing: page.map { $0.nearby?.location.id ?? $0.headID })
        // Without a match, a position or a territory chooses among the merchant's rows which one a row shows.
        let choosing = position == nil && territory == nil ? [] : page.filter { $0.nearby == nil }.map(\.id.rawValue)
        let chosenRows = try DirectoryReads(sql: sql, db: db).shownRows(
            of: choosing, position: position, territory: territory)
        let chosen =
            chosenRows.isEmpty ? [:] : try ListingReads(sql: sql, db: db).locations(of: Array(chosenRows.values))
        var listings: [MerchantListing] = []
        listings.reserveCapacity(page.count)
        for candidate in page {
            guard let head = heads[candidate.headID] else { continue }
            let shown: (Location?, Distance?)
            if let match = candidate.nearby {
                shown = (locations[match.location.id] ?? match.location, match.distance)
            } else if let row = chosenRows[candidate.id.rawValue], let location = chosen[row] {
                shown = (location, position.flatMap { from in location.coordinate.map(from.distance(to:)) })
            } else {
                shown = (locations[candidate.headID], nil)
            }
            listings.append(
                MerchantListing(
                    id: candidate.id, name: head.name, type: head.type, paymentMethod: head.paymentMethod,
                    territory: shown.0?.territory, location: shown.0, distance: head.type == .online ? nil : shown.1,
                    locationCount: head.locationCount, bestDiscount: head.bestDiscount, providers: head.offers.providers
                ))
        }
        return listings
    }
}
