import Domain
import Testing

@Suite struct KeptOffersTests {
    static func offer(
        _ provider: GiftCardProvider, _ basisPoints: Int, _ redeemType: RedeemType? = .barcode, active: Bool = true
    ) -> ProviderOffer {
        ProviderOffer(
            provider: provider, discount: Discount(basisPoints: basisPoints), redeemType: redeemType, isActive: active)
    }

    @Test func oneRowPerProviderIsKeptWhole() {
        let offers = [Self.offer(.piggyCards, 300), Self.offer(.ctx, 600, .url)]
        let kept = KeptOffers(offers)
        #expect(kept.offers == offers)
        #expect(kept.count == 2)
    }

    @Test func ofManyRowsTheFirstTheBestAndTheFirstOnlineAreKeptInTheirOrder() {
        var rows = (0..<10_000).map { Self.offer(.ctx, $0 % 7 == 0 ? 100 : 200) }
        rows[3] = Self.offer(.ctx, 900, active: false)  // the best figure, but not active
        rows[5_000] = Self.offer(.ctx, 800)  // the best active one
        rows[6_000] = Self.offer(.ctx, 800)  // as good, later: not kept
        rows[7_000] = Self.offer(.ctx, 50, .url)
        rows[7_001] = Self.offer(.ctx, 60, .url)
        let kept = KeptOffers(rows)

        #expect(kept.count == 10_000)
        #expect(kept.offers == [rows[0], rows[5_000], rows[7_000]])
    }

    @Test func everyAnswerAboutTheOffersIsThatOfAllTheRows() {
        // Rows drawn from a fixed sequence (SplitMix64), so that a failure repeats.
        var state: UInt64 = 42
        func draw(_ count: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(count))
        }
        let redeemTypes: [RedeemType?] = [.barcode, .online, .url, nil]
        for _ in 0..<200 {
            let rows = (0..<draw(41)).map { _ in
                Self.offer(
                    draw(2) == 0 ? .ctx : .piggyCards, draw(1_201) - 300, redeemTypes[draw(4)], active: draw(4) > 0)
            }
            let kept = KeptOffers(rows).offers

            #expect(ProviderOffer.best(of: kept) == ProviderOffer.best(of: rows))
            #expect(kept.count <= 6)
            for provider in GiftCardProvider.allCases {
                let all = rows.filter { $0.provider == provider }
                let some = kept.filter { $0.provider == provider }
                #expect(some.first { $0.redeemType != .url } == all.first { $0.redeemType != .url })
                #expect(some.contains { $0.redeemType == .url } == all.contains { $0.redeemType == .url })
                #expect(some.isEmpty == all.isEmpty)
            }
        }
    }
}
