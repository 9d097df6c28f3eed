import Domain
import GRDB
import SnapshotFile

/// What a catalog summary counts of its chosen merchants, taken one at a time from a cursor, and the ten best
/// discounts: no array of every merchant is kept.
struct SummaryTally {
    /// How many of the best discounts a summary lists.
    static let bestCount = 10

    private(set) var merchantCount = 0
    private(set) var locationCount = 0
    private(set) var dashCount = 0
    private(set) var byType: [MerchantType: Int] = [:]
    /// The best discounts so far, in ``Candidate/bestDiscountOrder(_:_:)``.
    private(set) var best: [Candidate] = []

    /// The columns a summary row carries after its ``Candidate``'s.
    enum Columns: String, StoredColumns {
        case locationCount, isDash
        static let table = "chosen"
    }

    /// Counts every row of `rows`, each selected as a ``Candidate`` followed by ``Columns``.
    mutating func add(rows: RowCursor) throws {
        while let row = try rows.next() {
            var (locations, isDash) = (0, false)
            for (column, value) in Columns.values(of: row, from: Candidate.Columns.allCases.count) {
                switch column {
                case .locationCount: locations = try StoredCount.read(value, column: StoredCount.locations) ?? 0
                case .isDash: isDash = StoredValue.int64(value) == 1
                }
            }
            try add(Candidate(row: row), locations: locations, isDash: isDash)
        }
    }

    /// The summary these counts make, with the territories and the providers' counts read beside them, and the best
    /// discounts as listings.
    func summary(
        snapshot: SnapshotInfo, territories: [Territory], providerCounts: [GiftCardProvider: Int],
        listings: ListingAssembler
    ) throws -> CatalogSummary {
        CatalogSummary(
            snapshot: snapshot, merchantCount: merchantCount, locationCount: locationCount, territories: territories,
            merchantCountByType: byType, merchantCountByProvider: providerCounts, dashMerchantCount: dashCount,
            bestDiscounts: try listings.listings(for: best, position: nil))
    }

    /// Counts a chosen merchant with its visible locations, and keeps it if its discount is among the best.
    mutating func add(_ candidate: Candidate, locations: Int, isDash: Bool) throws(DirectoryError) {
        try add(candidate.type, merchants: 1, locations: locations, dash: isDash ? 1 : 0)
        consider(candidate)
    }

    /// Counts `merchants` chosen merchants of one type, with their visible locations and how many of them take Dash;
    /// each count is one that ``StoredCount`` read, and each sum is checked as it grows.
    mutating func add(_ type: MerchantType, merchants: Int, locations: Int, dash: Int) throws(DirectoryError) {
        let heads = MerchantHeads.Columns.table
        merchantCount = try StoredCount.sum(merchantCount, merchants, column: heads)
        locationCount = try StoredCount.sum(locationCount, locations, column: StoredCount.locations)
        dashCount = try StoredCount.sum(dashCount, dash, column: heads)
        byType[type] = try StoredCount.sum(byType[type] ?? 0, merchants, column: heads)
    }

    /// Keeps a chosen merchant (counted on its own) if its discount is among the best.
    mutating func consider(_ candidate: Candidate) {
        guard let discount = candidate.discount, discount > 0,
            best.count < Self.bestCount || discount >= (best.last?.discount ?? 0)
        else { return }
        best.insert(candidate, at: best.firstIndex { Candidate.bestDiscountOrder(candidate, $0) } ?? best.count)
        if best.count > Self.bestCount { best.removeLast() }
    }
}
