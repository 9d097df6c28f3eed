/// The merchants that may have one of the `count` best discounts, chosen from a stream of (head, discount) pairs in
/// any order: every merchant whose discount is at least the `count`-th highest, ties included.
///
/// Only the highest discounts seen so far and the merchants at or above the lowest of them are kept; the kept ones
/// are pruned as that threshold rises, so memory follows the ties at the top, not the merchants.
struct BestDiscounts {
    let count: Int
    /// The `count` highest discounts so far, highest first (fewer until `count` have been seen).
    private var highest: [Int] = []
    private var kept: [(head: Int64, discount: Int)] = []
    /// How many merchants are kept before they are next pruned.
    private var pruneAt: Int

    /// Keeps the merchants of the `count` best discounts, pruning first once `firstPrune` are kept.
    init(count: Int, firstPrune: Int = 1_024) {
        self.count = count
        pruneAt = firstPrune
    }

    /// Considers a merchant (by its head's row id) and its discount; discounts of zero or less never count.
    mutating func add(head: Int64, discount: Int) {
        guard discount > 0, highest.count < count || discount >= highest[count - 1] else { return }
        highest.insert(discount, at: highest.firstIndex { $0 < discount } ?? highest.count)
        if highest.count > count { highest.removeLast() }
        kept.append((head, discount))
        if kept.count >= pruneAt, highest.count == count {
            kept.removeAll { $0.discount < highest[count - 1] }
            pruneAt = max(pruneAt, 2 * kept.count)
        }
    }

    /// The heads of every merchant at or above the `count`-th highest discount, in the order they came.
    var heads: [Int64] {
        guard let lowest = highest.last else { return [] }
        return kept.filter { $0.discount >= lowest }.map(\.head)
    }
}
