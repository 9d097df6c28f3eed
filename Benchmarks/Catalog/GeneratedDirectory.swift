import Domain

/// A deterministic directory of any size, generated merchant by merchant so that it never sits in memory.
///
/// About 2.7 locations per merchant (online shops have one row with no place, shops one to six), 60 territories,
/// names from a vocabulary of several thousand made-up words. Merchant `i` is always the same merchant.
struct GeneratedDirectory {
    let merchantCount: Int

    static let territories: [(name: String, latitude: Double, longitude: Double)] = (0..<60).map { index in
        let regions = [
            "Distrito Capital", "Carabobo", "Zulia", "Aragua", "Lara", "Miranda", "Bolívar", "Mérida", "Táchira",
            "Anzoátegui", "New York", "California", "Texas", "Florida", "Illinois", "Ohio", "Georgia", "Washington",
            "Beirut", "Mount Lebanon",
        ]
        let name = index < regions.count ? regions[index] : "Region \(index + 1)"
        return (name, -40 + Double(index * 37 % 80), -120 + Double(index * 53 % 240))
    }

    static let syllables = [
        "ka", "lo", "mi", "ra", "te", "su", "no", "vi", "pe", "da", "zo", "ri", "ma", "ne", "ta", "go", "bu", "li",
        "sa", "fe", "ho", "ju", "ke", "wa", "xi", "yo", "ce", "du", "fo", "gi", "ba", "co", "de", "el", "an", "or",
        "ul", "is", "en", "at",
    ]

    /// Merchant `index` (from 0).
    func merchant(_ index: Int) -> Merchant {
        var random = SplitMix(seed: UInt64(index))
        let wordCount = 1 + random.below(3)
        let name = (0..<wordCount).map { _ in word(&random) }.joined(separator: " ")
        let roll = random.below(10)
        let type: MerchantType = roll < 5 ? .physical : roll < 8 ? .online : .both
        let method: PaymentMethod = random.below(10) < 6 ? .dash : .giftCard
        let home = Self.territory(of: index)
        var locations: [Location] = []
        if type == .online {
            locations.append(Location(id: Int64(index) * 8))
        } else {
            for number in 0..<(1 + random.below(6)) {
                let territory = random.below(10) == 0 ? Self.territories[random.below(60)] : Self.territories[home]
                locations.append(
                    Location(
                        id: Int64(index) * 8 + Int64(number),
                        addressLines: ["\(1 + random.below(900)) \(word(&random)) Street"],
                        city: word(&random).capitalized, territory: territory.name,
                        coordinate: Coordinate(
                            latitude: territory.latitude + Double(random.below(1000)) / 1000,
                            longitude: territory.longitude + Double(random.below(1000)) / 1000),
                        phone: random.below(3) == 0 ? "+1 555 \(1000 + random.below(9000))" : nil))
            }
        }
        var offers: [ProviderOffer] = []
        if method == .giftCard {
            for provider in GiftCardProvider.allCases where random.below(3) > 0 {
                offers.append(
                    ProviderOffer(
                        provider: provider, discount: Discount(basisPoints: random.below(1800) - 300),
                        denominationsType: random.below(2) == 0 ? .fixed : .minMax))
            }
        }
        return Merchant(
            id: MerchantID("g\(index)"), name: name.capitalized, type: type, paymentMethod: method,
            website: random.below(2) == 0 ? WebLink(parsing: "\(word(&random)).example.com") : nil,
            phone: random.below(4) == 0 ? "+1 555 \(1000 + random.below(9000))" : nil,
            locations: locations, offers: offers)
    }

    /// The territory most of merchant `index`'s locations are in.
    static func territory(of index: Int) -> Int {
        var random = SplitMix(seed: UInt64(index) &+ 0x9E37)
        return random.below(60)
    }

    /// A catalog whose stream generates each batch when asked. The stream is in generation order, not name
    /// order: the renderers do not depend on the order.
    func catalog() -> Catalog {
        var byType: [MerchantType: Int] = [:]
        var byProvider: [GiftCardProvider: Int] = [:]
        var byTerritory: [String: Int] = [:]
        var locationCount = 0
        var dashCount = 0
        for index in 0..<merchantCount {
            let merchant = merchant(index)
            byType[merchant.type, default: 0] += 1
            for provider in Set(merchant.offers.map(\.provider)) { byProvider[provider, default: 0] += 1 }
            for territory in merchant.territories { byTerritory[territory, default: 0] += 1 }
            locationCount += merchant.locationCount
            if merchant.paymentMethod == .dash { dashCount += 1 }
        }
        let summary = CatalogSummary(
            snapshot: SnapshotInfo(
                schemaVersion: 4, version: SnapshotVersion(timestamp: 1_763_700_000_000),
                merchantRowCount: locationCount),
            merchantCount: merchantCount, locationCount: locationCount,
            territories: byTerritory.map { Territory(name: $0.key, merchantCount: $0.value) }.sorted {
                $0.name < $1.name
            },
            merchantCountByType: byType, merchantCountByProvider: byProvider, dashMerchantCount: dashCount,
            bestDiscounts: [])
        let total = merchantCount
        let stream = MerchantStream {
            let position = Position()
            return {
                let range = await position.advance(by: BuildCatalog.batchSize, upTo: total)
                return range.isEmpty ? nil : range.map { GeneratedDirectory(merchantCount: total).merchant($0) }
            }
        }
        return Catalog(summary: summary, territory: nil, merchants: stream)
    }

    private func word(_ random: inout SplitMix) -> String {
        (0..<(2 + random.below(2))).map { _ in Self.syllables[random.below(Self.syllables.count)] }.joined()
    }
}

/// How far a pass over the generated merchants has come.
private actor Position {
    private var next = 0

    /// The next `count` merchant numbers below `total`, and the pass moved past them.
    func advance(by count: Int, upTo total: Int) -> Range<Int> {
        let range = next..<min(total, next + count)
        next = range.upperBound
        return range
    }
}

/// SplitMix64: a small, fast, seedable generator, so the same seed gives the same directory everywhere.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
