import Domain

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

    /// Counts a chosen merchant with its visible locations, and keeps it if its discount is among the best.
    mutating func add(_ candidate: Candidate, locations: Int, isDash: Bool) {
        merchantCount += 1
        locationCount += locations
        dashCount += isDash ? 1 : 0
        byType[candidate.type, default: 0] += 1
        guard let discount = candidate.discount, discount > 0,
            best.count < Self.bestCount || discount >= best[best.count - 1].discount!
        else { return }
        best.insert(candidate, at: best.firstIndex { Candidate.bestDiscountOrder(candidate, $0) } ?? best.count)
        if best.count > Self.bestCount { best.removeLast() }
    }
}
