import SnapshotFile

/// The gift-card offers of a generated merchant: CTX, PiggyCards or both, from a 3 % fee to a 20 % discount, now
/// and then switched off or redeemed by URL (rows a reader must hide), and rarely from a provider this program does
/// not know.
enum SampleOffers {
    static func make(for merchantID: String, _ random: inout SplitMix64) -> [ProviderRow] {
        let providers: [String] =
            switch random.int(below: 10) {
            case 0..<4: ["CTX"]
            case 4..<7: ["PiggyCards"]
            default: ["CTX", "PiggyCards"]
            }
        var offers: [ProviderRow] = []
        for provider in providers {
            let redeemType = random.chance(0.05) ? "url" : random.pick(["barcode", "online"])
            let savings = random.int(in: -12...80) * 25
            let active: Int64 = random.chance(0.9) ? 1 : 0
            let denominations = random.pick(["fixed", "min-max"])
            let sourceID = random.chance(0.5) ? String(random.int(in: 1...99_999)) : "src-\(random.int(in: 1...99_999))"
            offers.append(
                ProviderRow(
                    merchantID: merchantID, provider: provider, redeemType: redeemType, savingsPercentage: savings,
                    active: active, denominationsType: denominations, sourceID: sourceID))
        }
        if random.chance(0.02) {
            offers.append(
                ProviderRow(
                    merchantID: merchantID, provider: "Bitrefill", redeemType: "barcode", savingsPercentage: 500,
                    active: 1, denominationsType: "fixed", sourceID: "7"))
        }
        return offers
    }
}
