import Domain
import Foundation
import SnapshotFile

/// Makes the benchmark merchants one at a time, from a seeded generator, with the rows that store each one: names
/// of ``SampleVocabulary``'s thousands of invented words.
struct SampleMerchantFactory: MerchantFactory {
    private var random: SplitMix64
    private var nextRowID: Int64 = 1
    private let count: Int
    private let seed: UInt64
    private let planted: [SampleDirectoryGenerator.Planted]

    init(seed: UInt64, count: Int, planted: [SampleDirectoryGenerator.Planted] = []) {
        random = SplitMix64(seed: seed)
        self.seed = seed
        self.count = count
        self.planted = planted
    }

    /// How many merchants, spread evenly through the file, take their name and website from a generator of their
    /// own: a planted name replaces one of theirs and nothing else, so a file with planted names and one without
    /// hold the same rows otherwise.
    static let plantingSlots = 6

    /// The `index`th merchant (indexes must come in order: row ids are handed out as they go). Building the
    /// Domain value is skipped when only the rows are wanted (parsing links is most of the cost).
    mutating func make(_ index: Int, withMerchant: Bool = true) -> GeneratedMerchant {
        let slotStride = max(1, count / Self.plantingSlots)
        let slot = index % slotStride == 7 % slotStride ? index / slotStride : nil
        let ownName = slot.flatMap { $0 < Self.plantingSlots ? slotNameAndWebsite($0, index: index) : nil }
        let hex = String(random.next(), radix: 16)
        let merchantID = String(repeating: "0", count: 16 - hex.count) + hex
        let roll = random.unit()
        let kind: (type: String, payment: String, locations: Int)
        switch roll {
        case ..<0.42: kind = ("physical", "dash", random.pick([1, 1, 1, 2, 2, 3]))
        case ..<0.62: kind = ("online", random.chance(0.3) ? "dash" : "gift card", 1)
        case ..<0.90: kind = (random.chance(0.5) ? "both" : "physical", "gift card", random.int(in: 1...4))
        case ..<0.97: kind = ("physical", random.chance(0.5) ? "dash" : "gift card", random.int(in: 1...3))
        default:
            kind = (
                random.chance(0.8) ? "both" : "physical", random.pick(["dash", "gift card"]), random.int(in: 10...60)
            )
        }
        let rawName = ownName?.name ?? Self.makeName(&random)
        let isGiftCard = kind.payment == "gift card"
        let offers = isGiftCard ? SampleOffers.make(for: merchantID, &random) : []
        let ownDiscount = offers.compactMap(\.savingsPercentage).max() ?? 0
        let website = ownName == nil ? Self.makeWebsite(rawName, &random) : ownName?.website
        let denominations = isGiftCard ? random.pick(["fixed", "min-max", "min-max "]) : nil
        let redeem = isGiftCard ? random.pick(["barcode", "online", "barcode"]) : random.pick([nil, "none"])
        let payment = kind.payment == "dash" && random.chance(0.03) ? "dash " : kind.payment
        let home = random.chance(0.02) ? SamplePlace.sparse : random.pick(SamplePlace.cities)
        var rows: [MerchantRow] = []
        for number in 0..<kind.locations {
            let place = kind.locations > 8 && number > 0 ? random.pick(SamplePlace.cities) : home
            var row = MerchantRow(
                id: 0, merchantID: merchantID, name: random.chance(0.02) ? " \(rawName) " : rawName,
                paymentMethod: payment, type: kind.type, redeemType: redeem, denominationsType: denominations,
                savingsPercentage: ownDiscount, website: website, phone: Self.makePhone(&random),
                source: isGiftCard ? offers.first?.provider : "DCG", sourceID: String(random.int(in: 1...999_999)))
            if kind.type == "online" {
                (row.latitude, row.longitude) = (0, 0)
            } else {
                place.fill(&row, using: &random)
            }
            rows.append(row)
        }
        var hidden: [MerchantRow] = []
        if random.chance(0.03), var extra = rows.first {
            extra.active = 0
            hidden.append(extra)
        }
        if random.chance(0.01), var extra = rows.first {
            extra.redeemType = "url"
            hidden.append(extra)
        }
        let wholeMerchantHidden = random.chance(0.005)
        if wholeMerchantHidden {
            rows = rows.map {
                var row = $0
                row.active = 0
                return row
            }
        }
        var stored = rows + hidden
        for position in stored.indices {
            stored[position].id = nextRowID
            nextRowID += 1
        }
        let visible = wholeMerchantHidden ? [] : Array(stored.prefix(rows.count))
        let merchant = visible.first.flatMap { head in
            guard withMerchant else { return nil as Merchant? }
            return head.merchant(locations: visible.map(\.location), offers: offers.compactMap(\.offer))
        }
        return GeneratedMerchant(merchant: merchant, rows: stored, offers: offers)
    }

    /// The name and website of a planting slot: the planted ones, else a name of its own generator's, which leaves
    /// the file's main sequence as it is whether or not something is planted.
    private func slotNameAndWebsite(_ slot: Int, index: Int) -> (name: String, website: String?) {
        if slot < planted.count { return (planted[slot].name, planted[slot].website) }
        var own = SplitMix64(seed: seed ^ (0x5107_0000 &+ UInt64(index)))
        let name = Self.makeName(&own)
        return (name, Self.makeWebsite(name, &own))
    }

    static func makeName(_ random: inout SplitMix64) -> String {
        var words = [random.pick(SampleVocabulary.words)]
        if random.chance(0.6) { words.append(random.pick(SampleVocabulary.words)) }
        if random.chance(0.04) { words.insert(random.pick(SampleVocabulary.unicodeWords), at: random.int(below: 2)) }
        if random.chance(0.10) {
            words.append(SampleVocabulary.broadWord)
        } else if random.chance(0.5) {
            words.append(random.pick(SampleVocabulary.trades))
        }
        return words.joined(separator: " ")
    }

    /// A website from the name's first two words, in one of the spellings real files hold (no scheme, `www.`, an
    /// e-mail address…), or none.
    static func makeWebsite(_ name: String, _ random: inout SplitMix64) -> String? {
        let slug = SearchWords.words(in: name).prefix(2).joined(separator: "-")
        guard !slug.isEmpty, random.chance(0.85) else { return nil }
        return switch random.int(below: 6) {
        case 0: "\(slug).example.com"
        case 1: "www.\(slug).example.com"
        case 2: "http://\(slug).example.com/shop"
        case 3: "info@\(slug).example.com"
        default: "https://\(slug).example.com"
        }
    }

    static func makePhone(_ random: inout SplitMix64) -> String? {
        random.chance(0.7)
            ? "+\(random.int(in: 1...99)) \(random.int(in: 100...999)) \(random.int(in: 1_000_000...9_999_999))" : nil
    }
}
