import Domain
import GRDB

/// Turns one page of candidates into listing rows: the shown location, its distance, providers and discount.
///
/// Works on a page (at most ``PageRequest/maximumLimit`` merchants) with two small queries (three in files without
/// stored heads), reading only the columns a listing shows, so the cost of a search does not grow with what the page
/// does not show.
struct ListingAssembler {
    let sql: DirectorySQL
    let db: Database

    /// - Parameter territory: the query's territory filter: a row shows one of the merchant's locations there.
    func listings(for page: [Candidate], position: Coordinate?, territory: String? = nil) throws -> [MerchantListing] {
        guard !page.isEmpty else { return [] }
        let reads = DirectoryReads(sql: sql, db: db)
        let offers = try reads.offers(of: page.map(\.id.rawValue))
        // A row shows its location when it is a match's, or the head of a merchant without one.
        let rowsByID = try reads.listingRows(
            heads: page.map(\.headID), locations: page.map { $0.nearby?.location.id ?? $0.headID })
        // With stored heads, the head rows bring their merchants' counts.
        let counts = sql.schema.hasHeadsTable ? [:] : try reads.locationCounts(of: page.map(\.id.rawValue))
        let needingAllRows =
            position == nil && territory == nil ? [] : page.filter { $0.nearby == nil }.map(\.id.rawValue)
        let rowsByMerchant = needingAllRows.isEmpty ? [:] : try reads.visibleRows(of: needingAllRows)
        return page.compactMap { candidate in
            guard let (head, headCount) = rowsByID[candidate.headID] else { return nil }
            let all = offers[candidate.id.rawValue] ?? []
            let visible = all.filter { $0.isActive && $0.redeemType != .url && $0.provider.isEnabled }
            let shown: (Location?, Distance?)
            if let match = candidate.nearby {
                shown = (rowsByID[match.location.id]?.row.location ?? match.location, match.distance)
            } else if let rows = rowsByMerchant[candidate.id.rawValue] {
                let inside = rows.map(\.location).filter { territory == nil || $0.territory == territory }
                let nearest = LocatedPlace.nearestFirst(inside.isEmpty ? rows.map(\.location) : inside, from: position)
                shown = (nearest.first?.location, nearest.first?.distance)
            } else {
                shown = (head.location, nil)
            }
            // As `Merchant.withEnabledProviders`: next to a disabled provider's offer, the own discount may be its.
            let own =
                all.contains { !$0.provider.isEnabled }
                ? nil : head.savingsPercentage.flatMap { $0 == 0 ? nil : Discount(basisPoints: $0) }
            return MerchantListing(
                id: candidate.id, name: StoredText.trimmed(head.name ?? ""), type: head.merchantType,
                paymentMethod: StoredEnums.paymentMethod(head.paymentMethod), territory: shown.0?.territory,
                location: shown.0, distance: head.merchantType == .online ? nil : shown.1,
                locationCount: counts[candidate.id.rawValue] ?? headCount ?? 0,
                bestDiscount: ProviderOffer.best(of: visible)?.discount ?? own,
                providers: Array(Set(visible.map(\.provider))).sorted())
        }
    }
}
