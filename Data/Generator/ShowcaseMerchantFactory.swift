import Domain
import Foundation
import SnapshotFile

/// Makes the built-in sample's merchants: shops with names as they read on their signs in many countries and
/// scripts, web shops, gift-card brands with discounts and fees, and chains with dozens of locations.
///
/// Like ``SampleMerchantFactory``, a seed always makes the same merchants; unlike it, nothing hidden or untidy is
/// written: this is the directory a person meets first.
struct ShowcaseMerchantFactory: MerchantFactory {
    private var random: SplitMix64
    private var nextRowID: Int64 = 1
    /// Names already given (the chains' from the start, so no web shop takes one).
    private var usedNames = Set(ShowcaseBrands.chains)
    private var firstWords: [String: Int] = [:]
    private var nextChain = 0
    private var localShops = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// What a merchant is, before it is named and placed.
    private struct Kind {
        var type: String
        var payment: String
        var locations: Int
        var name: Naming
    }

    private enum Naming {
        case local
        case online
        case brand
        case chain
    }

    mutating func make(_ index: Int, withMerchant: Bool = true) -> GeneratedMerchant {
        let hex = String(random.next(), radix: 16)
        let merchantID = String(repeating: "0", count: 16 - hex.count) + hex
        let kind = makeKind()
        let home = homeCity(for: kind)
        let name = uniqueName(kind.name, home: home)
        let isGiftCard = kind.payment == "gift card"
        let offers = isGiftCard ? SampleOffers.make(for: merchantID, &random).filter { $0.provider != "Bitrefill" } : []
        let website = Self.website(name, &random)
        // The merchant's own discount column agrees with its active offers, so no screen contradicts another.
        let ownDiscount =
            offers.filter { $0.active == 1 && $0.redeemType != "url" }.compactMap(\.savingsPercentage).max() ?? 0
        let denominations = isGiftCard ? random.pick(["fixed", "min-max"]) : nil
        let redeem = isGiftCard ? random.pick(["barcode", "online"]) : nil
        var rows: [MerchantRow] = []
        for number in 0..<kind.locations {
            let city = kind.name == .chain && number > 0 ? random.pick(ShowcaseCities.all) : home
            var row = MerchantRow(
                id: nextRowID, merchantID: merchantID, name: name, paymentMethod: kind.payment, type: kind.type,
                redeemType: redeem, denominationsType: denominations,
                savingsPercentage: ownDiscount, website: website,
                source: isGiftCard ? offers.first?.provider : "DCG", sourceID: String(random.int(in: 1...999_999)))
            nextRowID += 1
            if kind.type == "online" {
                (row.latitude, row.longitude) = (0, 0)
            } else {
                (row.latitude, row.longitude) = city.place.position(using: &random)
                (row.city, row.territory) = (city.place.city, city.place.territory)
                row.addressLines = city.addressLines(&random)
                row.phone = random.chance(0.8) ? city.phone(&random) : nil
                row.googleMaps = SamplePlace.mapLink(row)
            }
            rows.append(row)
        }
        let merchant =
            withMerchant ? rows[0].merchant(locations: rows.map(\.location), offers: offers.compactMap(\.offer)) : nil
        return GeneratedMerchant(merchant: merchant, rows: rows, offers: offers)
    }

    private mutating func makeKind() -> Kind {
        switch random.unit() {
        case ..<0.45: Kind(type: "physical", payment: "dash", locations: random.pick([1, 1, 1, 1, 2, 3]), name: .local)
        case ..<0.63:
            Kind(type: "online", payment: random.chance(0.3) ? "dash" : "gift card", locations: 1, name: .online)
        case ..<0.84:
            Kind(
                type: random.chance(0.5) ? "both" : "physical", payment: "gift card", locations: random.int(in: 1...4),
                name: .brand)
        case ..<0.97: Kind(type: "physical", payment: "gift card", locations: random.pick([1, 1, 2]), name: .local)
        default:
            Kind(
                type: random.chance(0.7) ? "both" : "physical", payment: random.pick(["dash", "gift card"]),
                locations: random.int(in: 8...40), name: .chain)
        }
    }

    /// Where a merchant's shops are: the first local shops go to every city in turn, so that even a small sample
    /// shows each of them (and its language); then the dense cities are favoured.
    private mutating func homeCity(for kind: Kind) -> ShowcaseCity {
        guard kind.name == .local else { return random.pick(ShowcaseCities.weighted) }
        defer { localShops += 1 }
        let all = ShowcaseCities.all
        return localShops < all.count ? all[localShops] : random.pick(ShowcaseCities.weighted)
    }

    /// A name no other merchant of the file has, whose first word is not yet common (a list sorted by name should
    /// not read "Crown Burgers, Crown Cinemas, Crown Home…").
    private mutating func uniqueName(_ naming: Naming, home: ShowcaseCity) -> String {
        if naming == .chain, let chain = nextChainName() { return chain }
        let packs: [NamePack] =
            switch naming {
            case .online: ShowcaseBrands.online
            case .brand, .chain: [ShowcaseBrands.giftCard]
            case .local: home.names
            }
        let cap = naming == .online ? 2 : 4
        for _ in 0..<30 {
            let pack = random.pick(packs)
            let (first, second) = pack.parts(&random)
            let name = first + pack.joiner + second
            guard firstWords[first, default: 0] < cap, !usedNames.contains(name) else { continue }
            firstWords[first, default: 0] += 1
            usedNames.insert(name)
            return name
        }
        // A crowded pack: any name not yet given (the first word's limit aside), else one made unique by the city.
        for pack in packs {
            for first in pack.first {
                for second in pack.second where !usedNames.contains(first + pack.joiner + second) {
                    usedNames.insert(first + pack.joiner + second)
                    return first + pack.joiner + second
                }
            }
        }
        let name = random.pick(packs).name(&random) + " " + home.place.city
        usedNames.insert(name)
        return name
    }

    /// The next chain's name, until the list runs out (then chains are named like brands).
    private mutating func nextChainName() -> String? {
        guard nextChain < ShowcaseBrands.chains.count else { return nil }
        defer { nextChain += 1 }
        return ShowcaseBrands.chains[nextChain]
    }

    /// An https address made from a Latin name's words; names in other scripts, and some others, have none.
    private static func website(_ name: String, _ random: inout SplitMix64) -> String? {
        let words = SearchWords.words(in: name.folding(options: .diacriticInsensitive, locale: nil))
        let slug = words.filter { $0.unicodeScalars.allSatisfy(\.isASCII) }.prefix(3).joined(separator: "-")
        guard slug.count >= 3, words.allSatisfy({ $0.unicodeScalars.allSatisfy(\.isASCII) }), random.chance(0.8)
        else { return nil }
        return "https://\(slug).example.com"
    }
}
