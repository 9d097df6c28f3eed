import Testing

@testable import DataLayer
@testable import DirectoryIndex
@testable import SnapshotFile

/// The merchants kept as candidates for the best discounts: every one at or above the tenth highest, ties included,
/// whatever the order they come in and however early the kept ones are pruned.
@Suite struct BestDiscountsTests {
    /// Every head whose discount is at least the `count`-th highest positive one, by sorting them all.
    private func expected(_ pairs: [(head: Int64, discount: Int)], count: Int) -> Set<Int64> {
        let positive = pairs.filter { $0.discount > 0 }
        guard let lowest = positive.map(\.discount).sorted(by: >).prefix(count).last else { return [] }
        return Set(positive.filter { $0.discount >= lowest }.map(\.head))
    }

    private func chosen(_ pairs: [(head: Int64, discount: Int)], count: Int, firstPrune: Int) -> [Int64] {
        var best = BestDiscounts(count: count, firstPrune: firstPrune)
        for pair in pairs { best.add(head: pair.head, discount: pair.discount) }
        return best.heads
    }

    @Test(arguments: [1, 4, 1_024])
    func keepsEveryMerchantTiedWithTheTenth(firstPrune: Int) {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            // Few distinct discounts, so the top is full of ties; some zero and negative ones, which never count.
            let distinct = [3, 10, 80][round % 3]
            let pairs = (0..<Int64.random(in: 0...400, using: &generator)).map { head in
                (head: head, discount: Int.random(in: -2...distinct, using: &generator) * 25)
            }
            let heads = chosen(pairs, count: 10, firstPrune: firstPrune)
            #expect(Set(heads) == expected(pairs, count: 10), "round \(round)")
            #expect(heads.count == Set(heads).count)
        }
    }

    @Test func risingDiscountsLeaveOnlyTheTopTen() {
        let pairs: [(head: Int64, discount: Int)] = (0..<5_000).map { (head: Int64($0), discount: $0) }
        #expect(chosen(pairs, count: 10, firstPrune: 16) == Array(4_990..<5_000).map(Int64.init))
        #expect(chosen([], count: 10, firstPrune: 16).isEmpty)
        #expect(chosen([(1, 0), (2, -5)], count: 10, firstPrune: 16).isEmpty)
    }
}
